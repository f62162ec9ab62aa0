// Which pages of the public remote a path renders: its layout and the page, or not-found.

import { matchRoutes } from 'react-router-dom';
import { PUBLIC_ROUTES } from '@agency/shared/contract';

export const LAYOUT_PAGE = 'Layout';
export const NOT_FOUND_PAGE = 'NotFound';

export const publicPagesFor = (pathname: string): string[] => {
  const match = matchRoutes(
    PUBLIC_ROUTES.map((route) => ({ path: route.path, page: route.page })),
    pathname,
  );
  const page = (match?.[0]?.route as { page?: string } | undefined)?.page ?? NOT_FOUND_PAGE;
  return [LAYOUT_PAGE, page];
};
