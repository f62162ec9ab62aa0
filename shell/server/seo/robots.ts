// /robots.txt: the public site is open to crawlers; the API is not. Admin paths are not
// listed (that would publish them): the guard and their `X-Robots-Tag: noindex` keep them out.

export const buildRobots = (origin: string): string =>
  ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
