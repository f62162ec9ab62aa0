// Many blog posts and contact messages written straight into a migrated database (SQLite
// file or PostgreSQL schema), as the API would store them: plain-text posts of a few
// paragraphs from a fixed vocabulary, contact messages from a set of names. The same
// "needle" rows exist at every size, so a search for them finds the same few rows in ten
// or in a million. SQLite rows go in with their triggers (full-text index, row counts);
// on PostgreSQL the row-count triggers are paused for the bulk insert and the counts set
// once after it (a million updates of one row in one transaction would crawl).

const path = require('node:path');
const { randomBytes } = require('node:crypto');

const NEEDLE_POST_WORD = 'zanzibarine';
const NEEDLE_CONTACT = { firstName: 'Quentin', lastName: 'Zanzibar' };
const NEEDLES = 3;

const WORDS = (
  'search engine optimisation ranking keyword audit content backlink crawl index sitemap schema snippet mobile speed ' +
  'campaign budget bidding conversion landing page audience retargeting creative headline analytics funnel organic ' +
  'paid social video local listing review citation authority domain query intent volume competitor strategy report ' +
  'growth traffic lead revenue client brand story email newsletter automation test variant metric dashboard quarter'
).split(' ');
const FIRST_NAMES =
  'Ada Alan Amira Ben Carla Chen Dara Elena Emeka Farah Grace Hana Ivan Jonas Kemi Leila Marco Nadia Omar Priya Rosa Sam Tariq Uma Victor Wen Yusuf Zoe'.split(
    ' ',
  );
const LAST_NAMES =
  'Abbott Brown Costa Diaz Evans Fischer Garcia Hughes Ito Jensen Khan Lopez Moreau Novak Okafor Patel Quinn Rossi Silva Tanaka Usman Varga Walsh Young'.split(
    ' ',
  );

/** A small deterministic generator, so every run seeds the same text. */
/** @param {number} seed @returns {() => number} */
const generator = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
};

/** @param {() => number} random @param {number} words */
const sentence = (random, words) => {
  const picked = Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]);
  picked[0] = picked[0][0].toUpperCase() + picked[0].slice(1);
  return `${picked.join(' ')}.`;
};

/** @param {Date} date */
const objectId = (date) =>
  Math.floor(date.getTime() / 1000)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex');

/** @typedef {Record<string, string>} Row */

/** Posts newest first from `now`, an hour apart; the needles are the three newest. @param {number} count @returns {Generator<Row>} */
function* posts(count, now = Date.now()) {
  const random = generator(7);
  for (let i = 0; i < count; i += 1) {
    const created = new Date(now - i * 3_600_000);
    const needle = i < NEEDLES;
    const heading = needle
      ? `${NEEDLE_POST_WORD[0].toUpperCase()}${NEEDLE_POST_WORD.slice(1)} guide ${i + 1}`
      : `${sentence(random, 5).slice(0, -1)} ${i + 1}`;
    const description = Array.from({ length: 3 }, () => `<p>${sentence(random, 28)} ${sentence(random, 22)}</p>`).join('');
    yield {
      _id: objectId(created),
      slug: `post-${i + 1}`,
      heading,
      description,
      image: '',
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
    };
  }
}

/** Messages newest first from `now`, a minute apart; the needles are spread through them. @param {number} count @returns {Generator<Row>} */
function* contacts(count, now = Date.now()) {
  const random = generator(11);
  const needleAt = new Set(Array.from({ length: NEEDLES }, (_, n) => Math.floor(((n + 0.5) * count) / NEEDLES)));
  for (let i = 0; i < count; i += 1) {
    const created = new Date(now - i * 60_000);
    const first = needleAt.has(i) ? NEEDLE_CONTACT.firstName : FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)];
    const last = needleAt.has(i) ? NEEDLE_CONTACT.lastName : LAST_NAMES[Math.floor(random() * LAST_NAMES.length)];
    yield {
      _id: objectId(created),
      firstName: first,
      lastName: last,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      phone: String(7_000_000_000 + i).padStart(11, '0'),
      subject: 'Seo Audit',
      message: `${sentence(random, 18)} ${sentence(random, 12)}`,
      source: 'contact',
      sourceDetail: '',
      createdAt: created.toISOString(),
    };
  }
}

const BLOG_COLUMNS = ['_id', 'slug', 'heading', 'description', 'image', 'createdAt', 'updatedAt'];
const CONTACT_COLUMNS = ['_id', 'firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'source', 'sourceDetail', 'createdAt'];

/** @param {Iterable<Row>} rows @param {number} size @returns {Generator<Row[]>} */
function* batches(rows, size) {
  /** @type {Row[]} */
  let batch = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** @typedef {{ posts: number, contacts: number }} SeedCounts */

/** @param {string} dataDir @param {SeedCounts} counts */
const seedSqlite = (dataDir, counts) => {
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, 'agency.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  /** @param {string} table @param {string[]} columns @param {Iterable<Row>} rows */
  const insert = (table, columns, rows) => {
    const statement = db.prepare(
      `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const many = db.transaction((/** @type {Row[]} */ batch) => batch.forEach((row) => statement.run(row)));
    for (const batch of batches(rows, 10_000)) many(batch);
  };
  insert('blogs', BLOG_COLUMNS, posts(counts.posts));
  insert('contacts', CONTACT_COLUMNS, contacts(counts.contacts));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('analyze');
  db.close();
};

/** @param {string} databaseUrl @param {SeedCounts} counts */
const seedPostgres = async (databaseUrl, counts) => {
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    /** @param {string} table @param {string[]} columns @param {Iterable<Row>} rows */
    const insert = async (table, columns, rows) => {
      await client.query(`alter table ${table} disable trigger ${table}_list_stats`);
      for (const batch of batches(rows, 5_000)) {
        const arrays = columns.map((column) => batch.map((row) => row[column]));
        await client.query(
          `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) select * from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')})`,
          arrays,
        );
      }
      await client.query(`alter table ${table} enable trigger ${table}_list_stats`);
      await client.query(`update list_stats set row_count = (select count(*) from ${table}), version = version + 1 where name = $1`, [
        table,
      ]);
    };
    await insert('blogs', BLOG_COLUMNS, posts(counts.posts));
    await insert('contacts', CONTACT_COLUMNS, contacts(counts.contacts));
    await client.query('vacuum analyze blogs');
    await client.query('vacuum analyze contacts');
  } finally {
    await client.end();
  }
};

module.exports = { seedSqlite, seedPostgres, posts, NEEDLE_POST_WORD, NEEDLE_CONTACT };
