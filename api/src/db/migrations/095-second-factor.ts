// Second factors of sign-in: a TOTP secret per account (unconfirmed until its first code),
// ten hashed one-time recovery codes, passkeys (WebAuthn credentials), the server-side
// WebAuthn challenges (single use, short-lived) and the tickets that carry a password
// sign-in over to its second step. Deleting an account deletes all of them. Times are epoch ms.

import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const owner = 'users._id';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('totp_secrets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references(owner).onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    // The last 30-second step a code was accepted for: a code is never taken twice.
    .addColumn('last_step', 'bigint')
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references(owner).onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(owner).onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('sign_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references(owner).onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('login_tickets')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references(owner).onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['login_tickets', 'webauthn_challenges', 'passkeys', 'recovery_codes', 'totp_secrets']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
