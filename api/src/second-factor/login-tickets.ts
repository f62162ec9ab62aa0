// Login tickets: what a right password (for an account with a second factor) gets instead of a
// session. The ticket is 32 random bytes handed to the browser once; only its SHA-256 is stored,
// for five minutes. It survives a wrong code (the login throttle counts those) and ends with the
// sign-in it completes.

import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const LOGIN_TICKET_LIFETIME_MS = 5 * 60 * 1000;
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const ticketId = (ticket: string): string => createHash('sha256').update(ticket).digest('base64url');

export const issueLoginTicket = async (db: Kysely<Database>, userId: string, now: number): Promise<string> => {
  await db.deleteFrom('login_tickets').where('expires_at', '<=', now).execute();
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('login_tickets')
    .values({ _id: ticketId(ticket), user_id: userId, expires_at: now + LOGIN_TICKET_LIFETIME_MS })
    .execute();
  return ticket;
};

/** The account a live ticket is for, or undefined (unknown, malformed or expired). */
export const ticketHolder = async (db: Kysely<Database>, ticket: string, now: number): Promise<string | undefined> => {
  if (!TICKET_PATTERN.test(ticket)) return undefined;
  const row = await db.selectFrom('login_tickets').selectAll().where('_id', '=', ticketId(ticket)).executeTakeFirst();
  return row && Number(row.expires_at) > now ? row.user_id : undefined;
};

/** Ends a ticket; true only for the one request that ended it (two can race with good codes). */
export const endLoginTicket = async (db: Kysely<Database>, ticket: string): Promise<boolean> => {
  const result = await db.deleteFrom('login_tickets').where('_id', '=', ticketId(ticket)).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
};
