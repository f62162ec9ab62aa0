// POST /redirects/import: a CSV file of rules taken whole or not at all. Each line is checked
// as a rule staff typed (loops through the file's other lines and the stored rules included);
// a line whose source an existing rule has replaces that rule, so an export imports back as it was.

import type { Kysely } from 'kysely';
import { apiMessages, redirectMessages as m } from '@agency/shared/contract/messages';
import type { Database } from '../db/schema';
import { ReplyError } from '../http/reply-error';
import { readRedirectsCsv } from './redirect-csv';
import { RedirectMatcher } from './redirect-matcher';
import { insertRule, storedRules, updateRule } from './redirect-repository';
import type { RuleInput } from './rule-input';
import { checkRule, sourceKey } from './redirect-writes';

/** Lines a file may hold: far past a site move, short of a file that would hold the server for long. */
export const MAX_IMPORT_LINES = 20_000;

export interface ImportResult {
  imported: number;
  replaced: number;
}

const firstMessage = (error: unknown): string => {
  if (!(error instanceof ReplyError)) throw error;
  const errors = error.body.errors as Record<string, string> | undefined;
  return errors ? Object.values(errors)[0] : String(error.body.message);
};

export const importRedirects = async (db: Kysely<Database>, csv: string, confirm: boolean): Promise<ImportResult> => {
  const read = readRedirectsCsv(csv);
  if ('problem' in read) throw new ReplyError(400, { message: apiMessages.validationFailed, errors: { file: read.problem } });
  if (read.rows.length > MAX_IMPORT_LINES) throw new ReplyError(413, { message: apiMessages.validationFailed });
  const stored = await storedRules(db);
  const storedBySource = new Map(stored.map((rule) => [sourceKey(rule), rule]));
  const accepted: Array<{ rule: RuleInput; replaces?: string }> = [];
  const problems: Array<{ line: number; message: string }> = [];
  // The file's sources replace the stored rules with the same source: those are left out of the checks.
  const fileSources = new Set<string>();
  for (const row of read.rows) {
    const from = typeof row.fields.from === 'string' ? row.fields.from : '';
    for (const match of ['exact', 'prefix', 'regex'] as const) if (row.fields.match === match) fileSources.add(sourceKey({ from, match }));
  }
  const kept = stored.filter((rule) => !fileSources.has(sourceKey(rule)));
  const others = { sources: new Set(kept.map(sourceKey)), matcher: new RedirectMatcher(kept) };
  for (const row of read.rows) {
    try {
      const rule = await checkRule(db, { ...row.fields, confirm }, others, `line-${row.line}`);
      others.sources.add(sourceKey(rule));
      others.matcher.add({ ...rule, id: `line-${row.line}` });
      accepted.push({ rule, replaces: storedBySource.get(sourceKey(rule))?.id });
    } catch (error) {
      problems.push({ line: row.line, message: m.importLine(row.line, firstMessage(error)) });
    }
  }
  if (problems.length > 0) throw new ReplyError(400, { message: apiMessages.validationFailed, lines: problems.slice(0, 100) });
  await db.transaction().execute(async (trx) => {
    for (const { rule, replaces } of accepted) {
      if (replaces) await updateRule(trx, replaces, rule);
      else await insertRule(trx, rule);
    }
  });
  return { imported: accepted.length, replaced: accepted.filter((each) => each.replaces).length };
};
