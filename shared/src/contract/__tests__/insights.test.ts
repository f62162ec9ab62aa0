import { channelOf, referrerHostOf, vitalRating, VITAL_THRESHOLDS } from '../insights';

describe('the channel table', () => {
  test.each([
    // utm_medium wins over the referrer
    [{ utmMedium: 'email', referrer: 'https://www.google.com/' }, 'email'],
    [{ utmMedium: 'Newsletter' }, 'email'],
    [{ utmMedium: 'cpc', referrer: 'https://www.google.com/' }, 'paid'],
    [{ utmMedium: 'paid-social', referrer: 'https://facebook.com/' }, 'paid'],
    [{ utmMedium: 'social' }, 'social'],
    [{ utmMedium: 'organic' }, 'search'],
    // then the referrer's host
    [{ referrer: 'https://www.google.co.uk/search?q=seo' }, 'search'],
    [{ referrer: 'https://duckduckgo.com/' }, 'search'],
    [{ referrer: 'https://search.brave.com/search' }, 'search'],
    [{ referrer: 'https://l.facebook.com/l.php' }, 'social'],
    [{ referrer: 'https://t.co/abc' }, 'social'],
    [{ referrer: 'https://www.linkedin.com/feed' }, 'social'],
    [{ referrer: 'https://mail.google.com/mail/u/0' }, 'email'],
    [{ referrer: 'https://someblog.example/post' }, 'referral'],
    // not search: a host that merely contains an entry's name
    [{ referrer: 'https://notgoogle.com/' }, 'referral'],
    [{ referrer: 'https://myt.co/' }, 'referral'],
    // unknown medium falls through to the referrer; a bare UTM source is a referral
    [{ utmMedium: 'qr-code', referrer: 'https://bing.com/' }, 'search'],
    [{ utmSource: 'partner' }, 'referral'],
    // the site's own host and no referrer at all are direct
    [{ referrer: 'https://www.agency.test/blog', siteHosts: ['agency.test'] }, 'direct'],
    [{}, 'direct'],
    [{ referrer: 'not a url at all %%%' }, 'direct'],
  ] as const)('%j is %s', (input, channel) => {
    expect(channelOf(input)).toBe(channel);
  });

  test('a referrer is kept as its host only', () => {
    expect(referrerHostOf('https://www.Example.com/path?q=secret#x')).toBe('example.com');
    expect(referrerHostOf('news.example.org')).toBe('news.example.org');
    expect(referrerHostOf('')).toBe('');
  });
});

describe('the vitals thresholds', () => {
  test.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1000, 'needs-improvement'],
  ] as const)('%s %d is %s', (name, value, rating) => {
    expect(vitalRating(name, value)).toBe(rating);
  });

  test("Google's published boundaries", () => {
    expect(VITAL_THRESHOLDS.LCP).toEqual({ good: 2500, poor: 4000 });
    expect(VITAL_THRESHOLDS.INP).toEqual({ good: 200, poor: 500 });
    expect(VITAL_THRESHOLDS.CLS).toEqual({ good: 0.1, poor: 0.25 });
  });
});
