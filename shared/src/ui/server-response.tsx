// How a page tells the server rendering it which HTTP answer to give: 404 for a page that
// does not exist, a permanent redirect for a renamed address. In the browser these do nothing.

import { createContext, useContext } from 'react';

export interface ServerResponse {
  status: number;
  redirect?: string;
}

export const ServerResponseContext = createContext<ServerResponse | null>(null);

/** Answer with this status (e.g. 404) when the server renders the page. */
export const useHttpStatus = (status: number): void => {
  const response = useContext(ServerResponseContext);
  if (response) response.status = status;
};

/** Answer with a permanent redirect to `to` (when given) when the server renders the page. */
export const useServerRedirect = (to: string | undefined): void => {
  const response = useContext(ServerResponseContext);
  if (response && to) response.redirect = to;
};

/** True while the server renders the page (the server's render provides the response). */
export const useIsServerRender = (): boolean => useContext(ServerResponseContext) !== null;
