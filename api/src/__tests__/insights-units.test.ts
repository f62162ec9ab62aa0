// The bot filter, the daily visitor-hash rotation and the vitals histogram (p75 read back).

import { isBot } from '../insights/bot-filter';
import { bucketOf, percentileOf } from '../insights/vital-buckets';
import { DailySecrets, visitorHash } from '../insights/visitor-hash';
import { openDatabase, type OpenDatabase } from '../db/connect';
import { createTestApp, type TestApp } from './helpers/test-app';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('the bot filter', () => {
  test.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Go-http-client/1.1',
    '',
    'x',
  ])('%s is a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  test.each([CHROME, IPHONE, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0'])(
    '%s is a person',
    (userAgent) => {
      expect(isBot(userAgent)).toBe(false);
    },
  );
});

describe('the vitals histogram', () => {
  test('p75 read back from buckets is within 5% above the true value', () => {
    const values = Array.from({ length: 400 }, (_, index) => 500 + index * 10); // 500..4490 ms, p75 = 3490
    const counts = new Map<number, number>();
    for (const value of values) counts.set(bucketOf('LCP', value), (counts.get(bucketOf('LCP', value)) ?? 0) + 1);
    const p75 = percentileOf(
      'LCP',
      [...counts].map(([bucket, count]) => ({ bucket, count })),
    )!;
    expect(p75).toBeGreaterThanOrEqual(3490);
    expect(p75).toBeLessThanOrEqual(3490 * 1.05);
  });

  test('CLS keeps its small unitless values apart', () => {
    expect(bucketOf('CLS', 0.05)).toBeLessThan(bucketOf('CLS', 0.12));
    expect(percentileOf('CLS', [{ bucket: bucketOf('CLS', 0.12), count: 1 }])).toBeCloseTo(0.12, 1);
    expect(percentileOf('CLS', [])).toBeNull();
  });
});

describe('the daily visitor hash', () => {
  let t: TestApp;
  let direct: OpenDatabase;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    direct = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  });
  afterAll(async () => {
    await direct.db.destroy();
    await t.close();
  });

  const storedSecrets = async () =>
    (await direct.db.selectFrom('app_meta').select('key').where('key', 'like', 'insight_salt:%').execute()).map((row) => row.key).sort();

  test('one secret per day, shared by instances, and the day before forgotten once a new day starts', async () => {
    const one = new DailySecrets(direct.db);
    const other = new DailySecrets(direct.db);
    const monday = await one.secretFor('2026-11-23');
    expect(await other.secretFor('2026-11-23')).toBe(monday);
    expect(await storedSecrets()).toEqual(['insight_salt:2026-11-23']);

    const tuesday = await other.secretFor('2026-11-24');
    expect(tuesday).not.toBe(monday);
    expect(await storedSecrets()).toEqual(['insight_salt:2026-11-24']);
    expect(await one.secretFor('2026-11-24')).toBe(tuesday);

    // The same person is a different hash each day, and nobody can compute Monday's any more.
    const address = '203.0.113.7';
    expect(visitorHash(monday, address, CHROME, 'agency.test')).not.toBe(visitorHash(tuesday, address, CHROME, 'agency.test'));
    expect(visitorHash(tuesday, address, CHROME, 'agency.test')).toBe(visitorHash(tuesday, address, CHROME, 'agency.test'));
    expect(visitorHash(tuesday, address, IPHONE, 'agency.test')).not.toBe(visitorHash(tuesday, address, CHROME, 'agency.test'));

    // An instance a moment behind at midnight does not delete the new day's secret.
    await new DailySecrets(direct.db).secretFor('2026-11-23');
    expect(await storedSecrets()).toContain('insight_salt:2026-11-24');
    expect(await one.secretFor('2026-11-24')).toBe(tuesday);
  });
});
