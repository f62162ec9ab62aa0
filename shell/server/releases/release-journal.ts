// Who changed the release store and from where. Each release, canary, promotion, rollback and abort is
// appended to the store's journal, under the lock of the registry change it describes, with its actor:
// the release command's OS user and host, the automatic canary rule's instance, or a starting site server's. The
// site server moves these events into the audit trail and then takes them out (release-audit.ts): the
// command runs outside any signed-in request and may have no database to write to.
// Plain facts only (no wording): the release command loads this file without the shared messages.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const JOURNAL_FILE = 'release-journal.jsonl';

export type ReleaseAction = 'release' | 'promote' | 'rollback' | 'abort';

export interface ReleaseActor {
  /** The release command, the automatic canary rule, or a site server's start publishing its new build
   *  (the admin makes no releases). */
  by: 'command' | 'canary-rule' | 'site-start';
  /** The OS user (command, site start). */
  user: string;
  host: string;
  /** The address the command was reached from (an SSH client's). */
  address?: string;
  /** What ran: `npm run release`, `npm start`. */
  via?: string;
}

export interface ReleaseEvent {
  id: string;
  at: string;
  action: ReleaseAction;
  remote: string;
  /** The version that went live, ran as a canary or was ended. */
  version: string;
  /** The live version before (a canary's: the one beside it). */
  previous?: string;
  /** A canary's share of browsers. */
  percent?: number;
  reason?: string;
  actor: ReleaseActor;
}

type Env = Record<string, string | undefined>;

const osUser = (env: Env): string => {
  try {
    return os.userInfo().username;
  } catch {
    // A container's user may have no passwd entry.
    return env.USER || env.LOGNAME || `uid ${process.getuid?.() ?? '?'}`;
  }
};

/** The person running a command on this machine: OS user, host and, over SSH, the client's address. */
export const localActor = (by: 'command' | 'site-start', via: string, env: Env = process.env): ReleaseActor => {
  const address = (env.SSH_CONNECTION ?? env.SSH_CLIENT ?? '').split(' ')[0];
  return { by, user: osUser(env), host: os.hostname(), ...(address ? { address } : {}), via };
};

/** This instance's automatic canary rule. */
export const canaryRuleActor = (): ReleaseActor => ({ by: 'canary-rule', user: '', host: os.hostname() });

/** Time first, as the database's ids: the trail orders entries of the same instant by id. */
export const newEventId = (at: Date): string =>
  Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0') + randomBytes(8).toString('hex');

/** Appends events; the caller holds the store's lock. */
export const appendJournal = (dir: string, events: readonly ReleaseEvent[]): void => {
  if (events.length > 0) fs.appendFileSync(path.join(dir, JOURNAL_FILE), events.map((event) => `${JSON.stringify(event)}\n`).join(''));
};

/** The journal's events, oldest first; a line being written (or damaged) is skipped. */
export const readJournal = (dir: string): ReleaseEvent[] => {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dir, JOURNAL_FILE), 'utf8');
  } catch {
    return [];
  }
  const events: ReleaseEvent[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const event = JSON.parse(line) as ReleaseEvent;
      if (typeof event.id === 'string' && typeof event.remote === 'string' && event.actor) events.push(event);
    } catch {
      // An unfinished line: read again once complete.
    }
  }
  return events;
};

/** Keeps the lines of every event but those `ids` (recorded elsewhere); the caller holds the store's lock. */
export const dropFromJournal = (dir: string, ids: ReadonlySet<string>, write: (file: string, text: string) => void): void => {
  const file = path.join(dir, JOURNAL_FILE);
  if (!fs.existsSync(file)) return;
  const kept = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => {
      if (!line.trim()) return false;
      try {
        return !ids.has((JSON.parse(line) as ReleaseEvent).id);
      } catch {
        return false;
      }
    });
  write(file, kept.map((line) => `${line}\n`).join(''));
};
