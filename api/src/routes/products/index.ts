// GET/POST/DELETE(all) /products, GET/PUT/DELETE /products/:id
import type { FastifyPluginAsync } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import { CONTENT_RESOURCES } from '@agency/shared/contract/resources';
import { contentRoutes } from '../../content/content-routes';
import { imageNamesOf } from '../../content/entity-mapper';
import { staffOnly } from '../../http/staff-only';

const resource = CONTENT_RESOURCES.product;

const productsRoutes: FastifyPluginAsync = async (app) => {
  const repo = contentRoutes(app, resource);

  staffOnly(app, (staff) => {
    // The 'delete all products' dialog (product §4).
    staff.delete('/', async () => {
      const rows = await repo.removeAll();
      if (resource.imageKind)
        await app.media.remove(
          resource.imageKind,
          rows.flatMap((row) => imageNamesOf(resource, row)),
        );
      return { message: apiMessages.allProductsDeleted, deletedCount: rows.length };
    });
  });
};

export default productsRoutes;
