// A PostgreSQL schema of its own for one benchmark run, and the URL that selects it;
// `drop()` removes it with everything in it.

/** @param {string} databaseUrl @param {string} [prefix] */
const createSchema = async (databaseUrl, prefix = 'bench') => {
  const { Client } = require('pg');
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  /** @param {string} sql */
  const run = async (sql) => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema "${schema}"`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
};

module.exports = { createSchema };
