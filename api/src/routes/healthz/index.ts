// GET /healthz: the process is up and answering (a load balancer's liveness probe).
// Dependencies are /readyz's business: a database outage must not get every
// instance restarted at once.

import type { FastifyPluginAsync } from 'fastify';

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async () => ({ status: 'ok' }));
};

export default healthRoutes;
