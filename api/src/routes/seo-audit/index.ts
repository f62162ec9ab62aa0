// GET /seo/audit (staff, issue 19): every fixed public page and published post and service page with its SEO problems,
// worked out by the shared audit module from the stored content on each request (a few
// hundred rows at most: cheap enough that every save shows at once, with no cache to clear).

import type { FastifyPluginAsync } from 'fastify';
import type { SeoAuditReply } from '@agency/shared/contract';
import { auditSite } from '@agency/shared/contract/seo';
import { staffOnly } from '../../http/staff-only';
import { auditInputs, entryPathsOf, FIXED_PUBLIC_PATHS } from '../../seo-audit/audit-inputs';

const seoAuditRoutes: FastifyPluginAsync = async (app) => {
  staffOnly(app, (staff) => {
    staff.get('/audit', { config: { permission: 'admin.read' } }, async (): Promise<SeoAuditReply> => {
      const inputs = await auditInputs(app.db);
      const audit = auditSite(inputs, { knownPaths: FIXED_PUBLIC_PATHS, entryPaths: entryPathsOf(inputs) });
      return {
        pages: audit.pages.map((page, index) => ({
          url: page.url,
          title: inputs[index].title,
          editPath: page.editPath ?? '',
          problems: page.problems.map((problem) => ({ code: problem.kind, message: problem.message })),
        })),
        count: audit.problemCount,
      };
    });
  });
};

export default seoAuditRoutes;
