// /robots.txt: the public site is open to crawlers; the admin area and the API are not.

import { ADMIN_AREAS, ADMIN_EXTRA_ROUTES, DASHBOARD_PATH } from '@agency/shared/contract';

const adminPaths = (): string[] => {
  const paths = new Set<string>([DASHBOARD_PATH, ...ADMIN_EXTRA_ROUTES.map((route) => route.path)]);
  for (const area of ADMIN_AREAS) {
    for (const path of [area.list, ...(area.listAliases ?? []), area.add, area.edit]) if (path) paths.add(path);
  }
  return [...paths].sort();
};

export const buildRobots = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...adminPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
