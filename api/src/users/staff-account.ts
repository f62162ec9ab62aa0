// The first staff account. When the database has no staff yet, one is created
// from ADMIN_EMAIL / ADMIN_PASSWORD; without a password a random one is made and
// printed once, so there is never a default password to guess.

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountWords, passwordProblem } from '@agency/shared/contract/schemas/password-rule';
import type { ApiOptions } from '../config';
import type { PasswordHasher } from '../auth/passwords';
import { isUniqueViolation } from '../db/errors';
import { isoNow } from '../db/ids';
import type { Database } from '../db/schema';
import { countStaff, findUserByEmail, insertUser, normalizeEmail } from './user-repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@northstar-digital.example';

export const staffLoginLine = (email: string, password: string): string => `Staff login: ${email} / ${password}`;

export const ensureStaffAccount = async (
  db: Kysely<Database>,
  passwords: PasswordHasher,
  options: Pick<ApiOptions, 'adminEmail' | 'adminPassword' | 'announce'>,
): Promise<void> => {
  if ((await countStaff(db)) > 0) return;
  const email = normalizeEmail(options.adminEmail ?? DEFAULT_ADMIN_EMAIL);
  // The same rule as every other new password: a weak ADMIN_PASSWORD stops the start, saying why.
  const problem = options.adminPassword === undefined ? undefined : await passwordProblem(options.adminPassword, accountWords({ email }));
  if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`);
  const password = options.adminPassword ?? randomBytes(15).toString('base64url');
  const passwordHash = await passwords.hash(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // That address signed up before any staff existed: it becomes the staff account.
    await db
      .updateTable('users')
      .set({ role: 'staff', staffRole: 'owner', password_hash: passwordHash, updatedAt: isoNow() })
      .where('_id', '=', existing._id)
      .execute();
  } else {
    try {
      await insertUser(db, { username: 'Admin', email, phone: '', passwordHash, role: 'staff', staffRole: 'owner' });
    } catch (error) {
      // Another instance starting at the same moment created it first: theirs stands.
      if (isUniqueViolation(error)) return;
      throw error;
    }
  }
  if (!options.adminPassword) options.announce(staffLoginLine(email, password));
};
