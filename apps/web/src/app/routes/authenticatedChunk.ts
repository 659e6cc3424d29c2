export { AppShell } from '../shell/AppShell';
export { RouteGate } from './RouteGate';
