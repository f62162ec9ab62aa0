// GET /seo/audit (staff, issue 19): every fixed public page and published post and service page with its SEO problems,
// worked out by the shared audit module from the stored content on each request (a few
// hundred rows at most: cheap enough that every save shows at once, with no cache to clear).

import type { FastifyPluginAsync } from 'fastify';
import type { SeoAuditReply } from '@agency/shared/contract';
import { auditSite } from '@agency/shared/contract/seo';
import { staffOnly } from '../../http/staff-only';
import { auditInputs, entryPathsOf, FIXED_PUBLIC_PATHS } from '../../seo-audit/audit-inputs';
import { oldSlugRedirects } from '../../seo-audit/old-slug-links';
import { OutboundLinkChecker } from '../../seo-audit/outbound-link-checker';

const seoAuditRoutes: FastifyPluginAsync = async (app) => {
  // One per instance: each checks what its audits ask, at most once a day per link.
  const outbound = new OutboundLinkChecker(app.apiOptions.linkCheck);
  staffOnly(app, (staff) => {
    staff.get('/audit', { config: { permission: 'admin.read' } }, async (): Promise<SeoAuditReply> => {
      const [inputs, oldSlugs] = await Promise.all([auditInputs(app.db), oldSlugRedirects(app.db)]);
      const outboundLinks = new Set<string>();
      const audit = auditSite(inputs, {
        // What the background check knows now; the links it does not know are checked after this reply.
        outboundLinkOf: (url) => {
          outboundLinks.add(url);
          return outbound.stateOf(url);
        },
        // Absolute links to the site itself are internal, not checked as another site's.
        siteOrigin: app.apiOptions.siteUrl,
        knownPaths: FIXED_PUBLIC_PATHS,
        entryPaths: entryPathsOf(inputs),
        // As the site answers: staff's rules first (chains followed), then a renamed entry's old slug.
        redirectOf: (path) => {
          const hit = app.redirectRules.peek(path);
          return hit ? { status: hit.status, location: hit.location } : oldSlugs.get(path);
        },
      });
      const reply: SeoAuditReply = {
        pages: audit.pages.map((page, index) => ({
          url: page.url,
          title: inputs[index].title,
          editPath: page.editPath ?? '',
          problems: page.problems.map((problem) => ({
            code: problem.kind,
            message: problem.message,
            ...(problem.suggestion ? { suggestion: problem.suggestion } : {}),
          })),
        })),
        count: audit.problemCount,
      };
      outbound.check(outboundLinks);
      return reply;
    });
  });
};

export default seoAuditRoutes;
