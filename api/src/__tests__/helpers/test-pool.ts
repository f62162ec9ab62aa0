// A PostgreSQL pool of a test's own (to record or explain its queries). The pool reports a
// connection the server ended while it was closing, e.g. the test's database dropped right after
// `destroy()` resolved: heard and ignored, as openPostgres does, not an unhandled error.

import { Pool } from 'pg';

export const testPool = (connectionString: string, max: number): Pool => {
  const pool = new Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
};
