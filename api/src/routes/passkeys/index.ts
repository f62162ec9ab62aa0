// A staff account's passkeys (its own, from the account screen): GET / lists them; POST /options
// starts a registration (options with a server-side challenge); POST / `{ challengeId, response[,
// label] }` verifies the browser's reply and keeps the passkey; DELETE /:id removes one. Open to an
// account the owners' two-factor rule holds back, like the authenticator app's set-up.

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { secondFactorMessages as m } from '@agency/shared/contract/messages';
import { passkeyLabelSchema } from '@agency/shared/contract/schemas/second-factor';
import { SMALL_JSON_BODY_LIMIT } from '../../http/body-limits';
import { forbidden, notFound, ReplyError, unauthorized } from '../../http/reply-error';
import { bodyRecord, validateOrThrow } from '../../http/validation';
import { registrationOptions, verifyRegistration } from '../../second-factor/passkey-ceremonies';
import { addPasskey, listPasskeys, removePasskey, type PasskeyRow } from '../../second-factor/passkey-repository';
import { relyingPartyOf } from '../../second-factor/relying-party';
import { clockOf } from '../../second-factor/verify-code';
import type { UserRow } from '../../users/user-repository';

const toPasskeyInfo = (row: PasskeyRow) => ({
  _id: row._id,
  label: row.label,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(Number(row.last_used_at)).toISOString(),
});

const passkeyRoutes: FastifyPluginAsync = async (app) => {
  const staffAccount = async (request: FastifyRequest): Promise<void> => {
    await app.authenticate(request);
    if (request.user?.role !== 'staff') throw forbidden();
  };
  const userOf = (request: FastifyRequest): UserRow => {
    if (!request.user) throw unauthorized();
    return request.user;
  };
  const rpOf = (request: FastifyRequest) => relyingPartyOf(app.apiOptions.siteUrl, request);

  app.get('/', { onRequest: staffAccount }, async (request) => (await listPasskeys(app.db, userOf(request)._id)).map(toPasskeyInfo));

  app.post('/options', { onRequest: staffAccount }, async (request) =>
    registrationOptions(app.db, rpOf(request), userOf(request), clockOf(app)),
  );

  app.post('/', { onRequest: staffAccount, bodyLimit: SMALL_JSON_BODY_LIMIT }, async (request, reply) => {
    const user = userOf(request);
    const body = bodyRecord(request.body);
    const { label } = await validateOrThrow(passkeyLabelSchema, { label: body.label });
    const challengeId = typeof body.challengeId === 'string' ? body.challengeId : '';
    const passkey = await verifyRegistration(app.db, rpOf(request), user._id, challengeId, body.response, clockOf(app));
    if (!passkey) throw new ReplyError(400, { message: m.passkeyAddFailed });
    const row = { ...passkey, label };
    await addPasskey(app.db, row).catch(() => {
      // The same authenticator registered twice (its id is the key).
      throw new ReplyError(409, { message: m.passkeyAddFailed });
    });
    return reply.code(201).send({ message: m.passkeyAdded, passkey: toPasskeyInfo(row) });
  });

  app.delete<{ Params: { id: string } }>('/:id', { onRequest: staffAccount }, async (request) => {
    const { id } = request.params;
    if (!/^[A-Za-z0-9_-]{1,1400}$/.test(id) || !(await removePasskey(app.db, id, userOf(request)._id))) throw notFound();
    return { message: m.passkeyRemoved };
  });
};

export default passkeyRoutes;
