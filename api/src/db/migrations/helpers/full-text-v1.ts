// Frozen copy, never edited once a migration uses it: a later change is a new helper file (-v2) and
// a new migration. Migrations import nothing from the application (Kysely's guidance), so this is
// the definition migration 006 indexed, copied from api/src/content/full-text.ts as it was then;
// search-index-frozen.test.ts checks that the queries still name exactly these expressions.

export interface FullTextIndex {
  table: string;
  columns: readonly string[];
  /** Columns holding e-mail addresses: split at '@' and '.' into words. */
  emailColumns?: readonly string[];
}

export const FULL_TEXT_INDEXES = {
  blogs: { table: 'blogs', columns: ['heading', 'description'] },
  single_blogs: { table: 'single_blogs', columns: ['heading', 'description'] },
  contacts: { table: 'contacts', columns: ['firstName', 'lastName', 'email', 'subject', 'message'], emailColumns: ['email'] },
} as const satisfies Record<string, FullTextIndex>;

export const sqliteSearchTable = (index: FullTextIndex): string => `${index.table}_search`;

const quoted = (name: string) => `"${name}"`;

/** The text PostgreSQL indexes: the columns joined by spaces, e-mail columns split into words. */
const postgresDocument = (index: FullTextIndex): string =>
  index.columns
    .map((column) =>
      (index.emailColumns as readonly string[] | undefined)?.includes(column) ? `translate(${quoted(column)}, '@.', '  ')` : quoted(column),
    )
    .join(` || ' ' || `);

export const postgresVector = (index: FullTextIndex): string => `to_tsvector('simple'::regconfig, ${postgresDocument(index)})`;
