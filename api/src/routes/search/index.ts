// GET /search?q= (staff): the admin top bar's search over the headings, titles
// and names of every content resource, then the contact messages (by sender, e-mail,
// subject or text: issue 21), at most 20 hits.

import type { FastifyPluginAsync } from 'fastify';
import type { SearchHit } from '@agency/shared/contract/entities';
import { searchText } from '@agency/shared/contract/paging';
import { CONTENT_RESOURCE_KEYS, CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { searchContacts } from '../../contacts/contact-repository';
import { ContentRepository } from '../../content/content-repository';
import { CONTENT_STORAGE } from '../../persistence/content-storage';
import { staffOnly } from '../../http/staff-only';

export const MAX_SEARCH_HITS = 20;
const MAX_QUERY_LENGTH = 100;

const searchRoutes: FastifyPluginAsync = async (app) => {
  const repositories = CONTENT_RESOURCE_KEYS.map(
    (key) => new ContentRepository(app.db, app.dbEngine, CONTENT_RESOURCES[key], CONTENT_STORAGE[key]),
  );

  staffOnly(app, (staff) => {
    staff.get<{ Querystring: { q?: unknown } }>('/', { config: { permission: 'admin.read' } }, async (request): Promise<SearchHit[]> => {
      const q = typeof request.query.q === 'string' ? searchText(request.query.q).slice(0, MAX_QUERY_LENGTH) : '';
      if (!q) return [];
      const hits: SearchHit[] = [];
      for (const repo of repositories) {
        if (hits.length >= MAX_SEARCH_HITS) break;
        const rows = await repo.search(q, MAX_SEARCH_HITS - hits.length);
        hits.push(...rows.map((row) => ({ resource: repo.resource.key, _id: row._id, label: row.label })));
      }
      const contacts = await searchContacts(app.db, app.dbEngine, q, MAX_SEARCH_HITS - hits.length);
      hits.push(...contacts.map((row) => ({ resource: 'contact' as const, _id: row._id, label: row.label })));
      return hits;
    });
  });
};

export default searchRoutes;
