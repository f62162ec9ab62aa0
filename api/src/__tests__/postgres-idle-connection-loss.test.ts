// A PostgreSQL restart, failover or an administrator's pg_terminate_backend ends the pool's idle
// connections. The pool drops them and opens new ones; the error it reports for them must not
// end the process (an 'error' event without a listener is thrown).

import { Client } from 'pg';
import { openDatabase } from '../db/connect';
import { createTestEnvironment } from './helpers/test-app';

const onPostgres = process.env.TEST_DATABASE_URL ? test : test.skip;

onPostgres('an idle connection ended by the server is dropped and replaced; the process carries on', async () => {
  const env = await createTestEnvironment();
  const open = openDatabase(env);
  const admin = new Client({ connectionString: env.databaseUrl });
  await admin.connect();
  try {
    const pool = open.pool!;
    const pid = async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    const first = await pid();
    expect(pool.idleCount).toBe(1);

    await admin.query('select pg_terminate_backend($1)', [first]);
    for (let tries = 0; pool.totalCount > 0; tries += 1) {
      // At least 30 s (1,200 waits of 25 ms): a busy machine may be seconds late to see the socket close.
      if (tries > 1_200) throw new Error('the pool kept its ended connection');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    expect(await pid()).not.toBe(first);
  } finally {
    await admin.end();
    await open.db.destroy();
    await env.dispose();
  }
});
