// Crawlers, link previewers, monitors and headless browsers are not visitors: their beacons are
// accepted and dropped. Matched on the User-Agent (never stored), which is all the server has.

const BOT_PATTERN = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'headlesschrome',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'lighthouse',
    'chrome-lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'facebookexternalhit',
    'embedly',
    'preview',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'go-http-client',
    'node-fetch',
    'axios/',
    'httpclient',
    'java/',
    'okhttp',
  ].join('|'),
  'i',
);

/** True for a user agent that is no person's browser (an empty one included). */
export const isBot = (userAgent: string | undefined): boolean => !userAgent || userAgent.length < 10 || BOT_PATTERN.test(userAgent);
