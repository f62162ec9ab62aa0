// On PostgreSQL the data is not in DATA_DIR, so DATA_DIR's lock cannot tell a restore that a
// server is live. Each server holds a shared advisory lock for its schema, on a connection of
// its own named after the process (application_name); a restore asks for the same lock
// exclusively, so it is refused while any server holds it, and a server started while a
// restore holds it stops. PostgreSQL drops the lock with the connection (crash, kill -9).

import os from 'node:os';
import { Client } from 'pg';

/** The advisory lock's id, one per schema (SQL): test apps and installations sharing a database do not see each other. */
const LOCK_ID_SQL = `hashtextextended('agency-data:' || current_schema(), 0)`;
const SERVER_NAME = 'agency-api';

export class DatabaseInUseError extends Error {
  constructor(by: string, advice: string) {
    super(`The database is in use by ${by}. ${advice}`);
    this.name = 'DatabaseInUseError';
  }
}

const connect = async (connectionString: string, applicationName?: string): Promise<Client> => {
  const client = new Client({ connectionString, application_name: applicationName });
  // A broken connection fails its next query; its error event must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
};

/** Who holds the key other than this connection: their process, host and start, as the servers named themselves. */
const holders = async (client: Client): Promise<string> => {
  const { rows } = await client.query<{ name: string; since: Date; mode: string }>(
    `select a.application_name as name, a.backend_start as since, l.mode
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and a.pid <> pg_backend_pid()
        and l.database = (select oid from pg_database where datname = current_database())
        and l.classid = ((${LOCK_ID_SQL} >> 32) & 4294967295)::oid and l.objid = (${LOCK_ID_SQL} & 4294967295)::oid`,
  );
  if (rows.length === 0) return 'another process';
  return rows
    .map(({ name, since, mode }) => {
      const who = name.startsWith(`${SERVER_NAME} `) ? `process ${name.slice(SERVER_NAME.length + 1)}` : name || 'a connection';
      return `${mode === 'ExclusiveLock' ? 'a restore, ' : ''}${who}, started ${since.toISOString()}`;
    })
    .join('; ');
};

/** A server's hold on its schema, until the returned release; throws DatabaseInUseError while a restore holds it. */
export const holdDatabaseAsServer = async (connectionString: string): Promise<() => Promise<void>> => {
  const client = await connect(connectionString, `${SERVER_NAME} ${process.pid} on ${os.hostname()}`.slice(0, 63));
  try {
    const { rows } = await client.query<{ held: boolean }>(`select pg_try_advisory_lock_shared(${LOCK_ID_SQL}) as held`);
    if (!rows[0].held) throw new DatabaseInUseError(await holders(client), 'Start the server once the restore has finished.');
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return () => client.end().catch(() => undefined);
};

/** A restore's hold on the schema, until the returned release; throws DatabaseInUseError, naming them, while servers hold it. */
export const holdDatabaseForRestore = async (connectionString: string): Promise<() => Promise<void>> => {
  const client = await connect(connectionString, 'agency-restore');
  try {
    const { rows } = await client.query<{ held: boolean }>(`select pg_try_advisory_lock(${LOCK_ID_SQL}) as held`);
    if (!rows[0].held)
      throw new DatabaseInUseError(
        await holders(client),
        'Stop every server first: a restore beside a live server loses the writes it acknowledges afterwards. Nothing was changed.',
      );
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return () => client.end().catch(() => undefined);
};
