// The report's lists of leads hold the landing pages and campaigns with the most leads, at most
// INSIGHT_REPORT_ROWS of each, like its other lists: a year of messages from 2,000 landing pages was a
// 191 KB list the Insights screen drew as a table of 2,000 rows.

import { INSIGHT_REPORT_ROWS, type InsightReport } from '@agency/shared/contract/insights';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { dayOf } from '../insights/visitor-hash';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

const TODAY = dayOf(Date.now());
const MORE_THAN_SHOWN = INSIGHT_REPORT_ROWS + 10;

let t: TestApp;
let staff: string;
let direct: OpenDatabase;

/** One message per landing page and campaign (`/page-0` .. and `camp-0` ..), and two more for `/page-7` and `camp-7`. */
const seedMessages = async () => {
  const senders = [...Array.from({ length: MORE_THAN_SHOWN }, (_, n) => n), 7, 7];
  await direct.db
    .insertInto('contacts')
    .values(
      senders.map((n, at) => ({
        _id: `lead-${at}`,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada${at}@example.com`,
        phone: '01234567890',
        subject: 'Seo Audit',
        message: 'Hello',
        source: 'contact' as const,
        sourceDetail: '',
        createdAt: `${TODAY}T09:00:00.000Z`,
        attrChannel: 'email',
        attrUtmCampaign: `camp-${n}`,
        attrLandingPage: `/page-${n}`,
        attrPagesViewed: 1,
      })),
    )
    .execute();
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = await t.staffToken();
  direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  await seedMessages();
});
afterAll(async () => {
  await direct.db.destroy();
  await t.close();
});

test('the leads per landing page and per campaign are the ones with the most leads, as many as the other lists', async () => {
  const reply = await t.app.inject({ url: `/insights/report?from=${TODAY}&to=${TODAY}`, headers: bearer(staff) });
  expect(reply.statusCode).toBe(200);
  const report = reply.json() as InsightReport;
  expect(report.totals.leads).toBe(MORE_THAN_SHOWN + 2);
  expect(report.leadsByLandingPage).toHaveLength(INSIGHT_REPORT_ROWS);
  expect(report.leadsByLandingPage[0]).toMatchObject({ landingPage: '/page-7', leads: 3 });
  expect(report.leadsByCampaign).toHaveLength(INSIGHT_REPORT_ROWS);
  expect(report.leadsByCampaign[0]).toEqual({ utmCampaign: 'camp-7', leads: 3 });
  // The channel list is every channel, and all of them came by e-mail.
  expect(report.leadsByChannel).toEqual([{ channel: 'email', leads: MORE_THAN_SHOWN + 2 }]);
});
