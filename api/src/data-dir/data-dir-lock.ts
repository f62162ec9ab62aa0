// One server process per DATA_DIR (issue 17, finding 4). A second process started on the
// same folder by mistake used to sweep the first one's fresh images before failing on the
// port. At start the process takes an exclusive lock on DATA_DIR/.lock: an SQLite
// EXCLUSIVE lock, which the operating system drops when the process ends (kill -9, crash,
// power cut), so a stale lock never blocks a restart. Who holds it is written beside it,
// for the message the second process stops with. A restore takes the same lock while it swaps
// the data, so it refuses beside a live server and a server started meanwhile stops. Within
// one process the lock is shared (several apps on one folder, as tests build them).

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export const LOCK_FILE = '.lock';
export const LOCK_OWNER_FILE = '.lock-owner';

interface Held {
  database: SqliteDatabase.Database;
  users: number;
}

/** The folders this process holds, by real path. */
const held = new Map<string, Held>();

/** What holds the folder: a server, or a restore swapping its data. */
export type DataDirRole = 'server' | 'restore';

interface Owner {
  pid: number;
  host: string;
  startedAt: string;
  role?: DataDirRole;
}

const readOwner = (dir: string): Owner | undefined => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, LOCK_OWNER_FILE), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
};

const describeOwner = (owner: Owner | undefined): string =>
  owner
    ? `${owner.role === 'restore' ? 'a restore, ' : ''}process ${owner.pid} on ${owner.host}, started ${owner.startedAt}`
    : 'another process';

const ADVICE: Record<DataDirRole, string> = {
  server:
    'Stop that server first, or give this one a DATA_DIR of its own: two servers on one DATA_DIR delete each other’s images. ' +
    'If it is a restore, start the server once it has finished.',
  restore: 'Stop that server first: a restore beside a live server loses the writes it acknowledges afterwards. Nothing was changed.',
};

export class DataDirInUseError extends Error {
  constructor(dir: string, owner: Owner | undefined, role: DataDirRole) {
    super(`DATA_DIR ${dir} is in use by ${describeOwner(owner)}. ${ADVICE[role]}`);
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the lock on `dir` (created 0700 if missing) for `role`; throws DataDirInUseError
 * when another process holds it.
 */
export const lockDataDir = (dir: string, role: DataDirRole = 'server'): (() => void) => {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = fs.realpathSync(dir);
  let entry = held.get(key);
  if (!entry) {
    const file = path.join(key, LOCK_FILE);
    fs.closeSync(fs.openSync(file, 'a', 0o600));
    // No busy wait: a held lock is an answer, not something to queue for.
    const database = new SqliteDatabase(file, { timeout: 0 });
    try {
      database.pragma('locking_mode = EXCLUSIVE');
      // The first write takes the exclusive lock; in this mode it is kept until close.
      database.exec('BEGIN EXCLUSIVE; COMMIT;');
    } catch (error) {
      database.close();
      if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new DataDirInUseError(key, readOwner(key), role);
      throw error;
    }
    const owner: Owner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), role };
    fs.writeFileSync(path.join(key, LOCK_OWNER_FILE), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
    entry = { database, users: 0 };
    held.set(key, entry);
  }
  entry.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = held.get(key);
    if (!current) return;
    current.users -= 1;
    if (current.users > 0) return;
    held.delete(key);
    fs.rmSync(path.join(key, LOCK_OWNER_FILE), { force: true });
    current.database.close();
  };
};
