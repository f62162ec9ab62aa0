// Whether a staff account must still set up a second factor before using the admin: the owners
// require one and it has neither a confirmed TOTP secret nor a passkey. Read per request (one
// key lookup, more only while the rule is on), so the rule and a new factor take effect at once.

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hasSecondFactor, secondFactorRequired } from './second-factor-repository';

export const secondFactorSetupPending = async (db: Kysely<Database>, user: { _id: string; role: string }): Promise<boolean> =>
  user.role === 'staff' && (await secondFactorRequired(db)) && !(await hasSecondFactor(db, user._id));
