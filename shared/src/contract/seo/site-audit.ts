// The site SEO audit: every public page with its problems. Pure: the API feeds it the
// pages as visitors (and crawlers) get them and stores or serves the result.

import { seoAuditMessages as m } from '../messages';
import { outlineHtml } from './html-outline';
import { internalPath, linkKind, normalizePath } from './link-kind';
import { lacksAlt } from './page-checks';
import { serpTitle, SERP_TITLE } from './serp-snippet';

export interface AuditPageInput {
  /** The page's path ('/blog/seo-audit') or absolute URL on the site. */
  url: string;
  /** The page's <title> ('' when it has none). */
  title: string;
  /** Its meta description ('' when it has none). */
  description: string;
  noindex: boolean;
  /** Listed in /sitemap.xml. */
  inSitemap: boolean;
  /** The page's HTML (its body, or what the entry renders into it): its links and images are read from it. */
  html: string;
  /** Images the page shows that `html` does not carry, with their alt text. */
  images?: ReadonlyArray<{ src: string; alt: string | null }>;
  /** Where staff fix the page (its editor), passed through to the result. */
  editPath?: string;
}

export type AuditProblemKind =
  | 'missingTitle'
  | 'duplicateTitle'
  | 'titleTooLong'
  | 'missingDescription'
  | 'duplicateDescription'
  | 'imageWithoutAlt'
  | 'brokenInternalLink'
  | 'redirectedInternalLink'
  | 'goneInternalLink'
  | 'brokenOutboundLink'
  | 'orphanPage'
  | 'noindexInSitemap';

export interface AuditProblem {
  kind: AuditProblemKind;
  message: string;
  /** Pages sharing a duplicate title or description. */
  others?: string[];
  /** The image or link concerned. */
  target?: string;
  /** The address to link to instead (a link through a redirect). */
  suggestion?: string;
}

export interface AuditPageResult {
  url: string;
  /** The page's path, as links name it. */
  path: string;
  editPath?: string;
  problems: AuditProblem[];
}

export interface SiteAudit {
  pages: AuditPageResult[];
  /** Problems on all pages together (the dashboard's count). */
  problemCount: number;
}

export interface AuditOptions {
  /** The site's origin, so absolute links to it count as internal. */
  siteOrigin?: string;
  /** Paths that exist though they are not audited (login, feeds...): links to them are not broken. */
  knownPaths?: readonly string[];
  /** Pages every visit starts from, which need no link to them (default: the home page). */
  entryPaths?: readonly string[];
  /** What the site answers at a path before any page (its redirect rules, old slugs): a link there is not straight. */
  redirectOf?: (path: string) => LinkRedirect | undefined;
  /** What the background check last found at an outbound link (its URL without fragment); undefined: not known yet. */
  outboundLinkOf?: (url: string) => { broken: boolean; reason: string } | undefined;
}

/** A site path's redirect: where it leads (chains followed), or nowhere (410). */
export interface LinkRedirect {
  status: number;
  location?: string;
}

/** Files (images, feeds, documents) are not pages: a link to one is not checked here. */
const isFile = (path: string): boolean => /\.[a-z0-9]{1,5}$/i.test(path.split('/').pop() ?? '');

const pathOf = (url: string, siteOrigin?: string): string => internalPath(url, siteOrigin) ?? normalizePath(url);

const sameText = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The pages sharing each non-empty value, by page index. */
const sharing = (values: readonly string[], counted: readonly boolean[]): Map<number, number[]> => {
  const groups = new Map<string, number[]>();
  values.forEach((value, index) => {
    const key = sameText(value);
    if (key && counted[index]) groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const others = new Map<number, number[]>();
  for (const group of groups.values()) {
    if (group.length > 1)
      for (const index of group)
        others.set(
          index,
          group.filter((other) => other !== index),
        );
  }
  return others;
};

export const auditSite = (pages: readonly AuditPageInput[], options: AuditOptions = {}): SiteAudit => {
  const { siteOrigin, knownPaths = [], entryPaths = ['/'] } = options;
  const paths = pages.map((page) => pathOf(page.url, siteOrigin));
  const existing = new Set([...paths, ...knownPaths.map(normalizePath)]);
  const outlines = pages.map((page) => outlineHtml(page.html));
  // Pages search engines should list: duplicates and orphans only matter among them.
  const indexable = pages.map((page) => !page.noindex);
  const titleTwins = sharing(
    pages.map((page) => page.title),
    indexable,
  );
  const descriptionTwins = sharing(
    pages.map((page) => page.description),
    indexable,
  );

  const linkedFrom = new Map<string, Set<number>>();
  /** The outbound links each page holds that the check found broken: one report per address. */
  const brokenOutbound = outlines.map((outline) => {
    const found = new Map<string, { href: string; reason: string }>();
    if (!options.outboundLinkOf) return found;
    for (const link of outline.links) {
      if (linkKind(link.href, siteOrigin) !== 'outbound') continue;
      let url: string;
      try {
        const parsed = new URL(link.href.trim().startsWith('//') ? `https:${link.href.trim()}` : link.href.trim());
        parsed.hash = '';
        url = parsed.toString();
      } catch {
        continue;
      }
      const state = options.outboundLinkOf(url);
      if (state?.broken && !found.has(url)) found.set(url, { href: link.href, reason: state.reason });
    }
    return found;
  });
  const redirectedLinks = outlines.map(() => new Map<string, { href: string; redirect: LinkRedirect }>());
  const brokenLinks = outlines.map((outline, index) => {
    // One report per missing page, naming the first link to it.
    const broken = new Map<string, string>();
    for (const link of outline.links) {
      const target = internalPath(link.href, siteOrigin, paths[index]);
      if (target === null || isFile(target)) continue;
      // The site answers a redirect before any page: such a link costs visitors and crawlers a hop, or leads nowhere.
      const redirect = options.redirectOf?.(target);
      if (redirect) {
        if (!redirectedLinks[index].has(target)) redirectedLinks[index].set(target, { href: link.href, redirect });
      } else if (!existing.has(target)) {
        if (!broken.has(target)) broken.set(target, link.href);
      } else if (target !== paths[index]) linkedFrom.set(target, (linkedFrom.get(target) ?? new Set()).add(index));
    }
    return [...broken.values()];
  });

  const results = pages.map((page, index): AuditPageResult => {
    const problems: AuditProblem[] = [];
    const add = (problem: AuditProblem) => problems.push(problem);
    const urlsOf = (indexes: number[]) => indexes.map((other) => pages[other].url);

    if (!page.title.trim()) add({ kind: 'missingTitle', message: m.missingTitle });
    else {
      const twins = titleTwins.get(index);
      if (twins) add({ kind: 'duplicateTitle', message: m.duplicateTitle(twins.length), others: urlsOf(twins) });
      const { cut, widthPx } = serpTitle(page.title);
      if (cut && indexable[index]) add({ kind: 'titleTooLong', message: m.titleTooLong(Math.round(widthPx), SERP_TITLE.maxPx) });
    }
    if (indexable[index]) {
      if (!page.description.trim()) add({ kind: 'missingDescription', message: m.missingDescription });
      const twins = descriptionTwins.get(index);
      if (twins) add({ kind: 'duplicateDescription', message: m.duplicateDescription(twins.length), others: urlsOf(twins) });
    }
    for (const image of [...(page.images ?? []), ...outlines[index].images].filter(lacksAlt)) {
      add({ kind: 'imageWithoutAlt', message: m.imageWithoutAlt(image.src), target: image.src });
    }
    for (const href of brokenLinks[index]) add({ kind: 'brokenInternalLink', message: m.brokenInternalLink(href), target: href });
    for (const { href, reason } of brokenOutbound[index].values())
      add({ kind: 'brokenOutboundLink', message: m.brokenOutboundLink(href, reason), target: href });
    for (const { href, redirect } of redirectedLinks[index].values()) {
      if (redirect.location === undefined) add({ kind: 'goneInternalLink', message: m.goneInternalLink(href), target: href });
      else
        add({
          kind: 'redirectedInternalLink',
          message: m.redirectedInternalLink(href, redirect.location),
          target: href,
          suggestion: redirect.location,
        });
    }
    const isEntry = entryPaths.some((entry) => normalizePath(entry) === paths[index]);
    if (indexable[index] && !isEntry && !linkedFrom.has(paths[index])) add({ kind: 'orphanPage', message: m.orphanPage });
    if (page.noindex && page.inSitemap) add({ kind: 'noindexInSitemap', message: m.noindexInSitemap });
    return { url: page.url, path: paths[index], editPath: page.editPath, problems };
  });

  return { pages: results, problemCount: results.reduce((sum, page) => sum + page.problems.length, 0) };
};
