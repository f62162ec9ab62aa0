// The first schema: users, every content table of product §3, contacts, and the
// bookkeeping tables (slug history, used captchas, login failures, meta).
// Types are portable: text, integer and double precision mean the same in both engines.

import type { CreateTableBuilder, Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

const id = (table: Table) => table.addColumn('_id', 'text', (c) => c.primaryKey());

const stamps = (table: Table) =>
  table.addColumn('createdAt', 'text', (c) => c.notNull()).addColumn('updatedAt', 'text', (c) => c.notNull());

const text = (name: string) => (table: Table) => table.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));

const texts =
  (...names: string[]) =>
  (table: Table) =>
    names.reduce((t, name) => text(name)(t), table);

const slug = (table: Table) => table.addColumn('slug', 'text', (c) => c.notNull().unique());

/** A content table: `_id`, the given columns, then the timestamps; indexed by creation time. */
const contentTable = async (db: AnyDb, name: string, columns: (table: Table) => Table) => {
  await db.schema.createTable(name).$call(id).$call(columns).$call(stamps).execute();
  await db.schema.createIndex(`${name}_created_idx`).on(name).columns(['createdAt', '_id']).execute();
};

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(id)
    .$call(texts('username'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .$call(texts('phone', 'password_hash'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .$call(texts('firstname', 'lastname', 'gender'))
    .addColumn('age', 'integer')
    .addColumn('contactsSeenAt', 'text')
    .$call(stamps)
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await contentTable(db, 'about_us', texts('image', 'title', 'description', 'mission', 'vision', 'values'));
  await contentTable(db, 'blogs', (t) => t.$call(slug).$call(texts('heading', 'description', 'image')));
  await contentTable(db, 'single_blogs', (t) =>
    t
      .$call(slug)
      .$call(texts('heading', 'description'))
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]')),
  );
  await contentTable(db, 'works', texts('image', 'title', 'description'));
  await contentTable(db, 'services', (t) => t.$call(slug).$call(texts('title', 'description', 'image')));
  await contentTable(db, 'single_services', (t) =>
    t
      .$call(slug)
      .$call(texts('heading', 'description'))
      .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]')),
  );
  await contentTable(db, 'team', texts('image', 'title', 'role', 'description', 'link1', 'link2', 'link3', 'link4'));
  await contentTable(db, 'products', (t) =>
    t
      .$call(texts('name', 'description', 'brand'))
      .addColumn('regularPrice', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('discountPrice', 'double precision')
      .addColumn('productType', 'text', (c) => c.notNull().defaultTo('normal'))
      .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(texts('image'))
      .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0)),
  );
  await contentTable(db, 'testimonials', texts('title', 'role', 'description', 'image'));
  await contentTable(db, 'plans', (t) =>
    t
      .$call(texts('planName'))
      .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
      .$call(texts('duration', 'description'))
      .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await contentTable(db, 'faqs', (t) => t.$call(texts('heading', 'description', 'category')).addColumn('image', 'text'));

  await db.schema
    .createTable('contacts')
    .$call(id)
    .$call(texts('firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'source', 'sourceDetail'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contacts_created_idx').on('contacts').columns(['createdAt', '_id']).execute();

  await db.schema
    .createTable('slug_history')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slug_history_pk', ['resource', 'slug'])
    .execute();
  await db.schema.createIndex('slug_history_entity_idx').on('slug_history').column('entity_id').execute();

  await db.schema
    .createTable('captcha_used')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_used_expiry_idx').on('captcha_used').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_scope_idx').on('login_failures').columns(['scope', 'failed_at']).execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

const TABLES = [
  'app_meta',
  'login_failures',
  'captcha_used',
  'slug_history',
  'contacts',
  'faqs',
  'plans',
  'testimonials',
  'products',
  'team',
  'single_services',
  'services',
  'works',
  'single_blogs',
  'blogs',
  'about_us',
  'users',
];

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
