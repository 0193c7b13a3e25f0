export { AppErrorBoundary } from './AppErrorBoundary';
export { RouteErrorFallback } from './RouteErrorFallback';
