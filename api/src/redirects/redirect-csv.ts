// Redirects as CSV, in the Redirection plugin's columns (source, target, code) and ours
// (match, query, enabled, note, hits): the export reads back as the same rules. Cells
// are written as the contacts export writes them (formula-looking text kept text).

import { redirectMessages as m } from '@agency/shared/contract/messages';
import { csvCell } from '../contacts/contacts-csv';
import type { RedirectRule } from './redirect-rule';

export const REDIRECT_CSV_COLUMNS = ['source', 'target', 'code', 'match', 'query', 'enabled', 'note', 'hits'] as const;

export const redirectsCsv = (rules: readonly RedirectRule[]): string =>
  [REDIRECT_CSV_COLUMNS, ...rules.map((r) => [r.from, r.to, r.status, r.match, r.query, r.enabled ? 1 : 0, r.note, r.hitCount])]
    .map((cells) => `${cells.map((cell) => csvCell(cell)).join(',')}\r\n`)
    .join('');

/** RFC 4180 fields: quoted cells may hold commas, quotes ("") and line breaks. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
};

/** A cell the export protected against spreadsheet formulas, as it was. */
const unprotect = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

export interface CsvRedirect {
  line: number;
  fields: Record<string, unknown>;
}

/** The rows as rule bodies (readRuleInput checks them), or the file's own problem. */
export const readRedirectsCsv = (text: string): { rows: CsvRedirect[] } | { problem: string } => {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  if (rows.length < 2) return { problem: m.importEmpty };
  const header = rows[0].map((name) => name.trim().toLowerCase());
  const at = (cells: string[], name: string): string | undefined => {
    const index = header.indexOf(name);
    return index === -1 ? undefined : unprotect(cells[index] ?? '').trim();
  };
  if (!header.includes('source')) return { problem: m.importLine(1, m.fromRequired) };
  return {
    rows: rows.slice(1).map((cells, i) => {
      const regex = at(cells, 'regex');
      const enabled = at(cells, 'enabled');
      return {
        line: i + 2,
        fields: {
          from: at(cells, 'source'),
          to: at(cells, 'target') ?? '',
          status: at(cells, 'code') || 301,
          // The Redirection plugin marks a pattern with regex=1.
          match: at(cells, 'match') || (regex === '1' ? 'regex' : 'exact'),
          query: at(cells, 'query') || 'ignore',
          enabled: enabled === undefined || enabled === '' ? true : enabled !== '0' && enabled.toLowerCase() !== 'false',
          note: at(cells, 'note') ?? at(cells, 'title') ?? '',
        },
      };
    }),
  };
};
