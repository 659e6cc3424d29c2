import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { RouteDef } from '@stride/contracts';
import { Suspense } from 'react';
import { PAGES } from './pages';

/** The route's screen, or its title alone while the screen is still to be built. */
export function RoutePage({ route, title }: { route: RouteDef; title: string }) {
  const Page = PAGES[route.path];
  if (!Page) return <EmptyPage title={title} />;
  return (
    <Suspense fallback={<LinearProgress aria-label={title} />}>
      <Page />
    </Suspense>
  );
}

export function EmptyPage({ title }: { title: string }) {
  return (
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
  );
}
