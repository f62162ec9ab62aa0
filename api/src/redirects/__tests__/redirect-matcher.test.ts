import { RedirectMatcher } from '../redirect-matcher';
import type { RedirectRuleCore } from '../redirect-rule';
import { patternProblem } from '../safe-pattern';

let n = 0;
const rule = (fields: Partial<RedirectRuleCore> & Pick<RedirectRuleCore, 'from'>): RedirectRuleCore => ({
  id: `r${(n += 1)}`,
  to: '/target',
  status: 301,
  match: 'exact',
  query: 'ignore',
  enabled: true,
  ...fields,
});

describe('the redirect matcher', () => {
  test('exact rules match the path with or without its trailing slash, and nothing longer', () => {
    const m = new RedirectMatcher([rule({ from: '/old-services', to: '/services' })]);
    expect(m.resolve('/old-services')).toMatchObject({ status: 301, location: '/services' });
    expect(m.resolve('/old-services/')).toMatchObject({ location: '/services' });
    expect(m.resolve('/old-services/x')).toBeUndefined();
    expect(m.resolve('/old-servicesx')).toBeUndefined();
  });

  test('prefix rules carry the rest of the path over, the longest prefix winning, only at a segment boundary', () => {
    const m = new RedirectMatcher([
      rule({ from: '/docs', to: '/help', match: 'prefix' }),
      rule({ from: '/docs/api', to: 'https://api.example.com/', match: 'prefix', status: 308 }),
    ]);
    expect(m.resolve('/docs/start/here')).toMatchObject({ location: '/help/start/here' });
    expect(m.resolve('/docs')).toMatchObject({ location: '/help' });
    expect(m.resolve('/docs/api/v1')).toMatchObject({ status: 308, location: 'https://api.example.com/v1' });
    expect(m.resolve('/docsx')).toBeUndefined();
  });

  test('regex rules fill captures into the target; exact beats prefix beats regex', () => {
    const m = new RedirectMatcher([
      rule({ from: '^/news/(\\d{4})/(.+)$', to: '/blog/$2?year=$1', match: 'regex', status: 302 }),
      rule({ from: '/news/2020', to: '/archive', match: 'prefix' }),
      rule({ from: '/news/2020/special', to: '/special' }),
    ]);
    expect(m.resolve('/news/2021/hello')).toMatchObject({ status: 302, location: '/blog/hello?year=2021' });
    expect(m.resolve('/news/2020/hello')).toMatchObject({ location: '/archive/hello' });
    expect(m.resolve('/news/2020/special')).toMatchObject({ location: '/special' });
  });

  test('query strings are ignored, kept or matched exactly', () => {
    const m = new RedirectMatcher([
      rule({ from: '/a', to: '/a2', query: 'ignore' }),
      rule({ from: '/b', to: '/b2?x=1', query: 'keep' }),
      rule({ from: '/c?b=2&a=1', to: '/c-special', query: 'exact' }),
      rule({ from: '/c', to: '/c-plain' }),
    ]);
    expect(m.resolve('/a?utm=x')).toMatchObject({ location: '/a2' });
    expect(m.resolve('/b?utm=x')).toMatchObject({ location: '/b2?x=1&utm=x' });
    expect(m.resolve('/c?a=1&b=2')).toMatchObject({ location: '/c-special' });
    expect(m.resolve('/c?a=1')).toMatchObject({ location: '/c-plain' });
  });

  test('a chain is served in one hop, a 410 at its end makes it 410, and a loop stops', () => {
    const m = new RedirectMatcher([
      rule({ from: '/a', to: '/b' }),
      rule({ from: '/b', to: '/c', status: 302 }),
      rule({ from: '/c', to: '/d' }),
      rule({ from: '/x', to: '/gone' }),
      rule({ from: '/gone', to: '', status: 410 }),
      rule({ from: '/p', to: '/q' }),
      rule({ from: '/q', to: '/p' }),
    ]);
    expect(m.resolve('/a')).toMatchObject({ status: 301, location: '/d' });
    expect(m.resolve('/x')).toEqual({ rule: expect.objectContaining({ from: '/x' }), status: 410 });
    expect(m.resolve('/p')?.location).toMatch(/^\/[pq]$/);
  });

  test('disabled rules do nothing', () => {
    expect(new RedirectMatcher([rule({ from: '/a', enabled: false })]).resolve('/a')).toBeUndefined();
  });
});

describe('regex patterns', () => {
  test('nested quantifiers and patterns slow on long paths are refused, the stuck ones stopped', () => {
    const started = Date.now();
    expect(patternProblem('^(a+)+$')).toBe('unsafe');
    expect(patternProblem('^(a|a)*$')).toBe('unsafe');
    expect(patternProblem('^/(.*)(.*)(.*)(.*)x$')).toBe('unsafe');
    // Two of them backtrack for hours unless stopped (half a second each); the bound is loose for a busy machine.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(patternProblem('(')).toBe('invalid');
    expect(patternProblem('x'.repeat(301))).toBe('tooLong');
    expect(patternProblem('^/news/(\\d{4})/(.+)$')).toBeUndefined();
  });

  test('a plain pattern is not refused when its check waits for a core: the clock runs on, the CPU does not', () => {
    // A busy machine, simulated: the check's first regex test sleeps 300 ms (a thread waiting, using no CPU).
    const { test: regexTest } = RegExp.prototype;
    const sleeper = new Int32Array(new SharedArrayBuffer(4));
    let calls = 0;
    RegExp.prototype.test = function (this: RegExp, input: string) {
      if ((calls += 1) === 1) Atomics.wait(sleeper, 0, 0, 300);
      return regexTest.call(this, input);
    };
    let problem: string | undefined;
    try {
      problem = patternProblem('^/news/(\\d{4})/(.+)$');
    } finally {
      RegExp.prototype.test = regexTest;
    }
    expect(calls).toBeGreaterThan(1);
    expect(problem).toBeUndefined();
  });
});
