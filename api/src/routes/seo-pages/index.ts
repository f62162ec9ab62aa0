// Page-level SEO (issue 19) of the public pages that are not one entry's page:
// GET /seo/pages/public/{page} (anyone): the page's head, its fields where set, else derived;
// GET /seo/pages (staff): every page with its fields and the derived values they replace;
// PUT /seo/pages/{page} (staff, JSON or multipart with the social image as a file, If-Match
// like the entries' editors): validated with the shared rules, 400 per field, 404 for a page
// that is not one of them.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { entityVersionTag } from '@agency/shared/contract/entity-version';
import type { PageSeoFields } from '@agency/shared/contract';
import { isSeoPageKey, SEO_PAGES } from '@agency/shared/contract/page-heads';
import { PAGE_SEO_FIELD_NAMES, pageSeoSchema } from '@agency/shared/contract/schemas/seo';
import { readSocialImage, storeSocialImage } from '../../content/social-image';
import { SOCIAL_IMAGE } from '../../persistence/stored-social-image';
import { readWriteInput } from '../../content/write-input';
import { assertVersion, versionCondition } from '../../http/if-match';
import { invalidFields, notFound } from '../../http/reply-error';
import { staffOnly } from '../../http/staff-only';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { validateFields } from '../../http/validation';
import { allPageSettings, publicPageHead, savePageSeo } from '../../page-seo/page-seo-store';

type PageRequest = FastifyRequest<{ Params: { page: string } }>;

const seoPagesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/pages/public/:page', async (request: PageRequest) => {
    const { page } = request.params;
    if (!isSeoPageKey(page)) throw notFound();
    return publicPageHead(app.db, page);
  });

  staffOnly(app, (staff) => {
    staff.get('/pages', { config: { permission: 'admin.read' } }, async () => allPageSettings(app.db));

    staff.put(
      '/pages/:page',
      { bodyLimit: SMALL_JSON_BODY_LIMIT, config: { permission: 'content.seo' } },
      async (request: PageRequest, reply) => {
        const { page } = request.params;
        if (!isSeoPageKey(page)) throw notFound();
        const condition = versionCondition(request);
        const current = await app.db.selectFrom('page_seo').selectAll().where('path', '=', SEO_PAGES[page].path).executeTakeFirst();
        // A stale copy is refused before its upload is read, and again on the locked row.
        assertVersion(condition, current?.updatedAt);
        const input = await readWriteInput(request, false);
        const social = await readSocialImage(input, current);
        // An update sends some fields or all of them: only those sent change.
        const sent = Object.fromEntries(
          PAGE_SEO_FIELD_NAMES.filter((name) => name !== SOCIAL_IMAGE && Object.hasOwn(input.fields, name)).map((name) => [
            name,
            input.fields[name],
          ]),
        );
        if (social.value !== undefined) sent[SOCIAL_IMAGE] = social.value;
        const result = await validateFields(pageSeoSchema, sent);
        const errors = { ...result.errors, ...(social.error ? { [SOCIAL_IMAGE]: social.error } : {}) };
        if (!result.values || Object.keys(errors).length > 0) throw invalidFields(errors);
        const stored = await storeSocialImage(app.media, 'page', social.upload);
        const fields = Object.fromEntries(Object.keys(sent).map((name) => [name, result.values[name as keyof typeof result.values]]));
        if (SOCIAL_IMAGE in fields) fields[SOCIAL_IMAGE] = stored[0] ?? String(fields[SOCIAL_IMAGE] ?? '');
        const saved = await savePageSeo(app.db, app.dbEngine, {
          page,
          fields: fields as Partial<PageSeoFields>,
          checkVersion: (updatedAt) => assertVersion(condition, updatedAt),
          // The page's head changed: search engines may fetch it again (IndexNow, when on).
          afterSave: (trx, path) => app.indexNow.queue(trx, [path]),
        }).catch(async (error: unknown) => {
          await app.media.remove('page', stored);
          throw error;
        });
        app.media.settle(stored);
        app.indexNow.wake();
        await app.media.remove('page', saved.replaced);
        if (saved.settings.updatedAt) reply.header('ETag', entityVersionTag(saved.settings.updatedAt));
        return saved.settings;
      },
    );
  });
};

export default seoPagesRoutes;
