import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { preloadAuthenticated } from './chunks';

/** Signed-out visitors of a protected route go to "/" carrying where they wanted to be. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/?nextUrl=${encodeURIComponent(wanted)}`} replace />;
  }
  preloadAuthenticated();
  return <Outlet />;
}
