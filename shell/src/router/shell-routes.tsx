// Every route of the shell, rendered by the router the page runs in (the browser's or, on the
// server, a static one), inside the error boundary that shows the router's error screen.

import { useLocation, useRoutes } from 'react-router-dom';
import { buildRoutes } from './routes';
import { RouteErrorBoundary } from './route-error-boundary';

const routes = buildRoutes();

export function ShellRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{page}</RouteErrorBoundary>;
}
