// GET/POST/DELETE(all) /products, GET/PUT/DELETE /products/:id
import type { FastifyPluginAsync } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';
import { staffOnly } from '../../http/staff-only';

const resource = CONTENT_RESOURCES.product;

const productsRoutes: FastifyPluginAsync = async (app) => {
  const repo = contentRoutes(app, resource);

  staffOnly(app, (staff) => {
    // The 'delete all products' dialog (product §4): every product goes to the trash, restorable one by one.
    staff.delete('/', { config: { permission: 'content.delete' } }, async (request) => {
      const rows = await repo.removeAll(request.user!.email);
      // The ids let staff undo it: each goes back with POST /trash/{id}/restore (an addition to the brief's reply).
      return { message: apiMessages.allProductsDeleted, deletedCount: rows.length, deletedIds: rows.map((row) => row._id) };
    });
  });
};

export default productsRoutes;
