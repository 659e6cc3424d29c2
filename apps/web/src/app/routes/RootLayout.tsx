import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';

/** Top of the tree: waits (blank, it is short) while a layout chunk loads. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}
