import { lazy } from 'react';

// One chunk for the signed-in shell and one for the public pages, each exporting its layout and its
// route gate, so neither costs an extra round trip and no MUI is loaded by the sign-in entry.
const loadAuthenticated = () => import('./authenticatedChunk');
const loadPublic = () => import('./publicChunk');

export const AppShell = lazy(() => loadAuthenticated().then((m) => ({ default: m.AppShell })));
export const RouteGate = lazy(() => loadAuthenticated().then((m) => ({ default: m.RouteGate })));
export const PublicLayout = lazy(() => loadPublic().then((m) => ({ default: m.PublicLayout })));
export const PublicRouteGate = lazy(() => loadPublic().then((m) => ({ default: m.PublicRouteGate })));
export const NotFoundPage = lazy(() => loadPublic().then((m) => ({ default: m.NotFoundPage })));

export function preloadAuthenticated(): void {
  void loadAuthenticated();
}
