import { ROUTES, SIGNIN_CALLBACK_PATH } from '@stride/contracts';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../../features/auth/LandingPage';
import { SigninCallbackPage } from '../../features/auth/SigninCallbackPage';
import { AppShell, NotFoundPage, PublicLayout, PublicRouteGate, RouteGate } from './chunks';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';

/** Sign-in and its callback stay in the entry: they are the first thing most visits load. */
const EAGER: Record<string, RouteObject['element']> = {
  '/': <LandingPage />,
  [SIGNIN_CALLBACK_PATH]: <SigninCallbackPage />,
};

/** The router's tree, built from the route table alone. */
export function buildRoutes(): RouteObject[] {
  const eager = ROUTES.filter((route) => route.path in EAGER);
  const publicRoutes = ROUTES.filter((route) => !route.requiresAuth && !(route.path in EAGER));
  const authenticated = ROUTES.filter((route) => route.requiresAuth);
  return [
    {
      element: <RootLayout />,
      children: [
        ...eager.map((route) => ({ path: route.path, element: EAGER[route.path] })),
        {
          element: <PublicLayout />,
          children: [
            ...publicRoutes.map((route) => ({ path: route.path, element: <PublicRouteGate route={route} /> })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppShell />,
              children: authenticated.map((route) => ({ path: route.path, element: <RouteGate route={route} /> })),
            },
          ],
        },
      ],
    },
  ];
}
