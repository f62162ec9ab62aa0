// Every write of a rule goes through here (POST, PUT, each imported line): its fields checked,
// then refused when another rule has its source, when it would loop, or (without `confirm`)
// when its source is a live page. Errors are the ReplyErrors the routes send as they are.

import type { Kysely } from 'kysely';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { invalidFields, ReplyError } from '../http/reply-error';
import { isLivePage } from './live-pages';
import { RedirectMatcher } from './redirect-matcher';
import { normalPath, type RedirectRule } from './redirect-rule';
import { deleteRule, findRule, insertRule, storedRules, updateRule } from './redirect-repository';
import { readRuleInput, type RuleInput } from './rule-input';
import { loopProblem } from './rule-conflicts';

/** One key per source: two rules with the same key would answer the same requests. */
export const sourceKey = (rule: Pick<RuleInput, 'from' | 'match'>): string =>
  `${rule.match} ${rule.match === 'regex' ? rule.from : normalPath(rule.from)}`;

/** The rules a new one joins: their sources and a matcher to follow chains through. */
export interface OtherRules {
  sources: Set<string>;
  matcher: RedirectMatcher;
}

/** The checked rule, or the ReplyError refusing it. `others`: the stored rules it joins (without itself). */
export const checkRule = async (
  db: Kysely<Database>,
  body: Record<string, unknown>,
  others: OtherRules,
  id: string,
): Promise<RuleInput> => {
  const read = readRuleInput(body);
  if ('errors' in read) throw invalidFields(read.errors);
  const { rule } = read;
  if (others.sources.has(sourceKey(rule))) throw invalidFields({ from: m.duplicate(rule.from) });
  const loop = loopProblem({ ...rule, id }, others.matcher);
  if (loop) throw invalidFields({ to: loop });
  if (rule.enabled && rule.match !== 'regex' && body.confirm !== true && (await isLivePage(db, rule.from))) {
    throw new ReplyError(409, { message: m.livePage(rule.from), needsConfirmation: true });
  }
  return rule;
};

export const among = (rules: readonly RedirectRule[]): OtherRules => ({
  sources: new Set(rules.map(sourceKey)),
  matcher: new RedirectMatcher(rules),
});

const duplicateRefusal = (error: unknown, from: string): unknown =>
  isUniqueViolation(error) ? invalidFields({ from: m.duplicate(from) }) : error;

export const createRedirect = async (db: Kysely<Database>, body: Record<string, unknown>): Promise<RedirectRule> => {
  const rule = await checkRule(db, body, among(await storedRules(db)), '');
  return insertRule(db, rule).catch((error: unknown) => {
    throw duplicateRefusal(error, rule.from);
  });
};

/** The changed rule, or undefined when there is none by that id. */
export const changeRedirect = async (
  db: Kysely<Database>,
  id: string,
  body: Record<string, unknown>,
): Promise<RedirectRule | undefined> => {
  if (!(await findRule(db, id))) return undefined;
  const rule = await checkRule(db, body, among((await storedRules(db)).filter((other) => other.id !== id)), id);
  return updateRule(db, id, rule).catch((error: unknown) => {
    throw duplicateRefusal(error, rule.from);
  });
};

export const removeRedirect = (db: Kysely<Database>, id: string): Promise<boolean> => deleteRule(db, id);
