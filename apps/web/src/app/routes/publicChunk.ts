export { PublicLayout } from './PublicLayout';
export { PublicRouteGate } from './PublicRouteGate';
export { NotFoundPage } from './NotFoundPage';
