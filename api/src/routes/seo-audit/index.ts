// GET /seo/audit (staff, issue 19): every fixed public page and published post and service page with its SEO problems,
// worked out by the shared audit module from the stored content on each request (a few
// hundred rows at most: cheap enough that every save shows at once, with no cache to clear).

import type { FastifyPluginAsync } from 'fastify';
import type { SeoAuditReply } from '@agency/shared/contract';
import { auditSite } from '@agency/shared/contract/seo';
import { staffOnly } from '../../http/staff-only';
import { auditInputs, entryPathsOf, FIXED_PUBLIC_PATHS } from '../../seo-audit/audit-inputs';
import { oldSlugRedirects } from '../../seo-audit/old-slug-links';

const seoAuditRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    staff.get('/audit', { config: { permission: 'admin.read' } }, async (): Promise<SeoAuditReply> => {
      const [inputs, oldSlugs] = await Promise.all([auditInputs(app.db), oldSlugRedirects(app.db)]);
      const audit = auditSite(inputs, {
        knownPaths: FIXED_PUBLIC_PATHS,
        entryPaths: entryPathsOf(inputs),
        // As the site answers: staff's rules first (chains followed), then a renamed entry's old slug.
        redirectOf: (path) => {
          const hit = app.redirectRules.peek(path);
          return hit ? { status: hit.status, location: hit.location } : oldSlugs.get(path);
        },
      });
      return {
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
    });
  });
};

export default seoAuditRoutes;
