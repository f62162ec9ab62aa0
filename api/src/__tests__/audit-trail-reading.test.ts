// The audit trail read by owners (product §6): filtered by account, action, type and days, paged,
// newest first; bad filters a 400 naming the field; the CSV with the same filters and formulas
// defused; 403 for every other role; entries purged after a year. Entries are written directly, at
// chosen times (what writes them is audit-trail.test.ts).

import { auditMessages, roleMessages, type AuditPage } from '@agency/shared/contract/messages';
import { purgeExpiredAudit, recordAuditEntry } from '../audit/audit-repository';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { staffAccountOf } from './helpers/role-tokens';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const AGENT = 'AuditProbe/1.0';
let t: TestApp;
let owner: string;
/** The test's own connection, to write entries of a chosen time. */
let direct: OpenDatabase;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  owner = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

const audit = async (query = ''): Promise<AuditPage> => {
  const response = await t.app.inject({ url: `/audit${query}`, headers: bearer(owner) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('reading the trail', () => {
  const FIXED = '2025-03-10T09:00:00.000Z';
  const seed = (overrides: Partial<Parameters<typeof recordAuditEntry>[1]>, at: string) =>
    recordAuditEntry(
      direct.db,
      {
        userId: 'u-filter',
        userEmail: 'filter@example.com',
        action: 'update',
        resourceType: 'faq',
        resourceId: 'f1',
        summary: 'fields: question',
        ip: '10.0.0.1',
        userAgent: AGENT,
        ...overrides,
      },
      at,
    );

  beforeAll(async () => {
    await seed({}, FIXED);
    await seed({ action: 'delete' }, '2025-03-11T09:00:00.000Z');
    await seed({ resourceType: 'plan', resourceId: 'p1' }, '2025-03-12T23:59:59.000Z');
    // A user agent a spreadsheet would run as a formula.
    await seed({ userAgent: '=HYPERLINK("http://evil.example","x")', resourceType: 'formula' }, '2025-03-13T09:00:00.000Z');
  });

  test('filters by account, action, resource type and days (inclusive), newest first, paged', async () => {
    expect((await audit('?user=u-filter')).total).toBe(4);
    expect((await audit('?user=u-filter&action=delete')).data.map((entry) => entry.at)).toEqual(['2025-03-11T09:00:00.000Z']);
    expect((await audit('?user=u-filter&resource=plan')).data.map((entry) => entry.resourceId)).toEqual(['p1']);
    expect((await audit('?user=u-filter&from=2025-03-11&to=2025-03-12')).data.map((entry) => entry.at)).toEqual([
      '2025-03-12T23:59:59.000Z',
      '2025-03-11T09:00:00.000Z',
    ]);
    const second = await audit('?user=u-filter&limit=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.data.map((entry) => entry.at)).toEqual([FIXED]);
  });

  test('bad filters are a 400 naming the field', async () => {
    const bad = async (query: string) => {
      const response = await t.app.inject({ url: `/audit${query}`, headers: bearer(owner) });
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await bad('?action=explode')).toEqual({ action: auditMessages.badAction });
    expect(await bad('?from=2025-02-30')).toEqual({ from: auditMessages.badDay });
    expect(await bad('?from=2025-03-12&to=2025-03-11')).toEqual({ to: auditMessages.badRange });
    expect(await bad('?limit=1000&page=0')).toEqual({ limit: auditMessages.badPage, page: auditMessages.badPage });
    expect(await bad(`?user=${'x'.repeat(101)}`)).toEqual({ user: auditMessages.badText });
    expect((await t.app.inject({ url: '/audit.csv?action=explode', headers: bearer(owner) })).statusCode).toBe(400);
  });

  test('the CSV: the same filters, a header, one row an entry, formulas defused', async () => {
    const response = await t.app.inject({ url: '/audit.csv?user=u-filter', headers: bearer(owner) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(auditMessages.csvHeaders.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      `2025-03-13T09:00:00.000Z,u-filter,filter@example.com,update,formula,f1,fields: question,10.0.0.1,"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
    expect(lines[4]).toBe(`${FIXED},u-filter,filter@example.com,update,faq,f1,fields: question,10.0.0.1,${AGENT}`);
  });
});

test('only owners read the trail: every other role gets 403 saying why', async () => {
  for (const role of ['editor', 'author', 'seo', 'viewer'] as const) {
    const { token } = await staffAccountOf(t, role);
    for (const url of ['/audit', '/audit.csv']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: roleMessages.notAllowed['audit.read'], permission: 'audit.read' });
    }
  }
});

test('entries go after a year (fixed clock), younger ones stay', async () => {
  const now = Date.parse('2026-06-01T12:00:00.000Z');
  const day = 24 * 60 * 60 * 1000;
  const at = (days: number) => new Date(now - days * day).toISOString();
  await recordAuditEntry(
    direct.db,
    {
      userId: 'u-purge',
      userEmail: 'p@example.com',
      action: 'update',
      resourceType: 'faq',
      resourceId: 'old',
      summary: '',
      ip: '',
      userAgent: '',
    },
    at(366),
  );
  await recordAuditEntry(
    direct.db,
    {
      userId: 'u-purge',
      userEmail: 'p@example.com',
      action: 'update',
      resourceType: 'faq',
      resourceId: 'young',
      summary: '',
      ip: '',
      userAgent: '',
    },
    at(364),
  );
  expect(await purgeExpiredAudit(direct.db, now)).toBeGreaterThanOrEqual(1);
  expect((await audit('?user=u-purge')).data.map((entry) => entry.resourceId)).toEqual(['young']);
});
