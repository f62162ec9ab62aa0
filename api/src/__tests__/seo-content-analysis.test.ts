// The content analysis's rules on fixed texts with expected verdicts (issue 19), run by the
// API host's test project in Node: the same module the API runs on save.

import { analyzeContent, bySeverity, type AnalysisCheck, type ContentAnalysisInput, type SeoVerdict } from '@agency/shared/contract/seo';
import { seoAnalysisMessages as m } from '@agency/shared/contract/messages';

const SITE = 'https://northstar-digital.example';

/** Short plain sentences: easy to read. Eight of them make 80 words. */
const PLAIN = [
  'Local SEO helps people near you find your shop.',
  'We check how your shop shows up on maps.',
  'Then we fix the facts that are wrong or old.',
  'Good photos and true hours help a lot.',
  'Ask happy clients to write a short review.',
  'Reply to each review, good or bad, with care.',
  'Use the same name and phone number on every site.',
  'Small steps like these bring more calls each week.',
];
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, at) => `<p>${PLAIN[at % PLAIN.length]} ${PLAIN[(at + 3) % PLAIN.length]}</p>`).join('');

const GOOD_HTML =
  '<p>Local SEO brings nearby clients to your door. It is how a shop shows up when people search for what it sells close by. Read our <a href="/services">services</a> or the <a href="https://developers.google.com/search">Google guide</a>.</p>' +
  '<h2>Why local SEO matters</h2>' +
  paragraphs(8) +
  '<p><img src="/api/blogimg/map.png" alt="A shop on a city map"></p>' +
  '<h3>First steps</h3>' +
  paragraphs(8);

const good: ContentAnalysisInput = {
  keyphrase: 'local SEO',
  title: 'Local SEO for small shops: a step by step guide | Northstar',
  description:
    'Local SEO brings nearby clients to your door. Learn how to fix your map listing, collect reviews and keep your facts right, step by step.',
  slug: 'local-seo-guide',
  html: GOOD_HTML,
  siteOrigin: SITE,
};

const verdicts = (input: ContentAnalysisInput): Partial<Record<AnalysisCheck, SeoVerdict>> =>
  Object.fromEntries(analyzeContent(input).items.map((item) => [item.check, item.verdict]));
const itemOf = (input: ContentAnalysisInput, check: AnalysisCheck) => analyzeContent(input).items.find((item) => item.check === check)!;

it('grades a well-made entry green on every check, in a fixed order', () => {
  const analysis = analyzeContent(good);
  expect(analysis.items.map((item) => [item.check, item.verdict])).toEqual([
    ['keyphraseInTitle', 'good'],
    ['keyphraseInIntro', 'good'],
    ['keyphraseInSlug', 'good'],
    ['keyphraseInSubheadings', 'good'],
    ['titleWidth', 'good'],
    ['descriptionLength', 'good'],
    ['wordCount', 'good'],
    ['headingOrder', 'good'],
    ['images', 'good'],
    ['internalLinks', 'good'],
    ['outboundLinks', 'good'],
    ['readability', 'good'],
  ]);
  expect(analysis.counts).toEqual({ good: 12, ok: 0, bad: 0 });
  expect(analysis.words).toBeGreaterThanOrEqual(300);
  expect(itemOf(good, 'keyphraseInSubheadings').message).toBe(m.keyphraseInSubheadings.found(1, 2));
  expect(itemOf(good, 'images').message).toBe(m.images.good(1));
});

it('without a keyphrase asks for one instead of the four keyphrase checks', () => {
  const items = analyzeContent({ ...good, keyphrase: '  ' }).items;
  expect(items[0]).toEqual({ check: 'keyphrase', verdict: 'ok', message: m.noKeyphrase });
  expect(items.map((item) => item.check)).not.toContain('keyphraseInTitle');
  expect(items).toHaveLength(9);
});

describe('the focus keyphrase', () => {
  it('in the title: the phrase is green, its words apart orange, missing red', () => {
    expect(verdicts({ ...good, title: 'SEO that keeps shops local and busy' }).keyphraseInTitle).toBe('ok');
    expect(itemOf({ ...good, title: 'Paid search for small shops' }, 'keyphraseInTitle')).toEqual({
      check: 'keyphraseInTitle',
      verdict: 'bad',
      message: m.keyphraseInTitle.none,
    });
  });

  it('in the first paragraph: all its words green, some orange, none or no paragraph red', () => {
    const withIntro = (intro: string) => ({ ...good, html: `<h2>Local SEO</h2><p>${intro}</p>${paragraphs(2)}` });
    expect(verdicts(withIntro('SEO for a local bakery.')).keyphraseInIntro).toBe('good');
    expect(verdicts(withIntro('SEO is the topic.')).keyphraseInIntro).toBe('ok');
    expect(verdicts(withIntro('Paid search is the topic.')).keyphraseInIntro).toBe('bad');
    expect(itemOf({ ...good, html: '<h2>Local SEO</h2>' }, 'keyphraseInIntro').message).toBe(m.keyphraseInIntro.noIntro);
  });

  it('in the slug: its words green, some orange, none red', () => {
    expect(verdicts({ ...good, slug: 'guide-to-seo-local' }).keyphraseInSlug).toBe('good');
    expect(verdicts({ ...good, slug: 'seo-guide' }).keyphraseInSlug).toBe('ok');
    expect(verdicts({ ...good, slug: 'shop-guide' }).keyphraseInSlug).toBe('bad');
  });

  it('in the subheadings: orange when none mentions it or there are none', () => {
    expect(itemOf({ ...good, html: '<p>Local SEO.</p><h2>Maps</h2><h2>Reviews</h2>' }, 'keyphraseInSubheadings')).toEqual({
      check: 'keyphraseInSubheadings',
      verdict: 'ok',
      message: m.keyphraseInSubheadings.none,
    });
    expect(itemOf({ ...good, html: '<p>Local SEO.</p>' }, 'keyphraseInSubheadings').message).toBe(m.keyphraseInSubheadings.noSubheadings);
  });
});

describe('title and description lengths', () => {
  it('grades the title by its width in pixels: missing or cut red, short orange', () => {
    expect(itemOf({ ...good, title: '' }, 'titleWidth')).toEqual({ check: 'titleWidth', verdict: 'bad', message: m.titleWidth.missing });
    const wide = itemOf({ ...good, title: 'WWW '.repeat(12) }, 'titleWidth');
    expect(wide.verdict).toBe('bad');
    expect(wide.message).toMatch(/^The SEO title is \d+ px wide: Google shows about 580 px/);
    expect(itemOf({ ...good, title: 'Local SEO | Northstar' }, 'titleWidth').verdict).toBe('ok');
    // Pixels, not characters: 70 lower-case characters fit where 47 capitals do not.
    const narrow = 'Local SEO: little tips that lift your local listings, little by little';
    const capitals = 'LOCAL SEO: WHAT WE DO FOR SHOPS AND MARKETS NOW';
    expect([narrow.length, capitals.length]).toEqual([70, 47]);
    expect(itemOf({ ...good, title: narrow }, 'titleWidth').verdict).toBe('good');
    expect(itemOf({ ...good, title: capitals }, 'titleWidth').verdict).toBe('bad');
  });

  it('grades the description: missing red, short or cut orange', () => {
    expect(verdicts({ ...good, description: ' ' }).descriptionLength).toBe('bad');
    expect(itemOf({ ...good, description: 'Local SEO, step by step.' }, 'descriptionLength').message).toBe(
      m.descriptionLength.short(24, 120),
    );
    const long = itemOf({ ...good, description: `${good.description} `.repeat(2) }, 'descriptionLength');
    expect(long.verdict).toBe('ok');
    expect(long.message).toMatch(/Google shows about 920 px and will cut it\.$/);
  });
});

it('counts words: 300 or more green, 200 to 299 orange, fewer red', () => {
  const words = (n: number) => ({ ...good, html: `<p>${'word '.repeat(n)}</p>` });
  expect(itemOf(words(300), 'wordCount')).toEqual({ check: 'wordCount', verdict: 'good', message: m.wordCount.good(300) });
  expect(itemOf(words(250), 'wordCount')).toEqual({ check: 'wordCount', verdict: 'ok', message: m.wordCount.low(250, 300) });
  expect(verdicts(words(120)).wordCount).toBe('bad');
});

it('checks heading order: an H1 in the text or a skipped level is orange', () => {
  expect(itemOf({ ...good, html: '<h1>Title again</h1><p>Text</p>' }, 'headingOrder').message).toBe(m.headingOrder.extraH1);
  expect(itemOf({ ...good, html: '<h2>A</h2><h4>B</h4>' }, 'headingOrder')).toEqual({
    check: 'headingOrder',
    verdict: 'ok',
    message: m.headingOrder.skipped(2, 4),
  });
  expect(itemOf({ ...good, html: '<h3>Starts too deep</h3>' }, 'headingOrder').message).toBe(m.headingOrder.skipped(1, 3));
  expect(verdicts({ ...good, html: '<h2>A</h2><h3>B</h3><h2>C</h2><h3>D</h3><h4>E</h4>' }).headingOrder).toBe('good');
});

it("finds images without alt text, in the text and among the page's own pictures", () => {
  const html = '<p><img src="a.png"><img src="deco.svg" alt="" aria-hidden="true"><img src="b.png" alt="  "></p>';
  expect(itemOf({ ...good, html, images: [{ src: 'cover.png', alt: 'Our team' }] }, 'images')).toEqual({
    check: 'images',
    verdict: 'bad',
    message: m.images.missingAlt(2, 3),
  });
  expect(itemOf({ ...good, html: '<p>No pictures</p>' }, 'images')).toEqual({ check: 'images', verdict: 'ok', message: m.images.none });
  expect(verdicts({ ...good, html: '<p>Text</p>', images: [{ src: 'cover.png', alt: 'Our team' }] }).images).toBe('good');
});

it('counts internal and outbound links; anchors, mail and phone links are neither', () => {
  const html =
    '<p><a href="/blog">Blog</a> <a href="https://www.northstar-digital.example/services/seo">SEO</a> <a href="#top">Top</a>' +
    ' <a href="mailto:hi@example.com">Mail</a> <a href="tel:+44">Call</a> <a href="https://moz.com/learn">Moz</a></p>';
  const analysis = analyzeContent({ ...good, html });
  expect(analysis.items.find((item) => item.check === 'internalLinks')).toEqual({
    check: 'internalLinks',
    verdict: 'good',
    message: m.internalLinks.good(2),
  });
  expect(analysis.items.find((item) => item.check === 'outboundLinks')).toEqual({
    check: 'outboundLinks',
    verdict: 'good',
    message: m.outboundLinks.good(1),
  });
  const none = analyzeContent({ ...good, html: '<p><a href="#x">x</a></p>' });
  expect(none.items.filter((item) => item.check.endsWith('Links')).map((item) => [item.verdict, item.message])).toEqual([
    ['ok', m.internalLinks.none],
    ['ok', m.outboundLinks.none],
  ]);
});

describe('readability (Flesch reading ease)', () => {
  it('grades plain English green and dense prose red, with the score and band', () => {
    const plain = itemOf(good, 'readability');
    expect(plain.verdict).toBe('good');
    expect(plain.message).toMatch(/^Flesch reading ease \d+(\.\d)?: (very easy to read|easy to read|fairly easy to read|plain English)\.$/);
    const dense =
      'Comprehensive organisational optimisation methodologies necessitate sophisticated quantitative evaluation of heterogeneous informational architectures. ';
    const hard = itemOf({ ...good, html: `<p>${dense.repeat(6)}</p>` }, 'readability');
    expect(hard.verdict).toBe('bad');
    expect(hard.message).toContain(m.readability.bands.veryDifficult);
    expect(hard.message).toContain(m.readability.advice);
  });

  it('does not score fewer than 50 words', () => {
    expect(itemOf({ ...good, html: '<p>Too short to judge.</p>' }, 'readability')).toEqual({
      check: 'readability',
      verdict: 'ok',
      message: m.readability.tooShort(50),
    });
  });
});

it('lists problems first, then improvements, then what is good', () => {
  const analysis = analyzeContent({ ...good, description: '', html: '<h2>Maps</h2><p>Local SEO.</p>' });
  const order = bySeverity(analysis.items).map((item) => item.verdict);
  expect(order).toEqual([...order].sort((a, b) => ['bad', 'ok', 'good'].indexOf(a) - ['bad', 'ok', 'good'].indexOf(b)));
  expect(analysis.counts.bad + analysis.counts.ok + analysis.counts.good).toBe(analysis.items.length);
  expect(order[0]).toBe('bad');
});
