// DELETE /products: the 'delete all products' dialog (product §4), beside the routes every content type has.
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@agency/shared/contract/messages';
import type { ContentRepository } from '../../content/content-repository';
import { staffOnly } from '../../http/staff-only';

export const deleteAllProducts = (app: FastifyInstance, repo: ContentRepository): void => {
  staffOnly(app, (staff) => {
    // Every product goes to the trash, restorable one by one.
    staff.delete('/', { config: { permission: 'content.delete' } }, async (request) => {
      const rows = await repo.removeAll(request.user!.email);
      // The ids let staff undo it: each goes back with POST /trash/{id}/restore (an addition to the brief's reply).
      return { message: apiMessages.allProductsDeleted, deletedCount: rows.length, deletedIds: rows.map((row) => row._id) };
    });
  });
};
