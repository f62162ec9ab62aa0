// Rich fields are sanitized on write with the shared RICH_HTML_POLICY.

import { sanitizeRichHtml } from '../content/sanitize-rich-html';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('sanitizeRichHtml', () => {
  test.each([
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<iframe src="https://evil.example/x"></iframe>', ''],
    ['<p onclick="steal()" style="color: red; background-image: url(x)">t</p>', '<p style="color:red">t</p>'],
    ['<svg><circle onload="x()"/></svg>', ''],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['<form action="/x"><input name="q"></form>', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeRichHtml(input)).toBe(expected);
  });

  test('keeps what the editor produces', () => {
    const html =
      '<h2>Title</h2><p style="text-align:center">A <strong>bold</strong> <em>move</em>, <a href="https://example.com" target="_blank">link</a>, ' +
      '<a href="mailto:hello@example.com">mail</a>, <a href="tel:+44123">call</a>, <a href="/blog/local-seo">a post of the site</a></p><ul><li>one</li></ul><blockquote>q</blockquote>' +
      '<img src="/api/blogimg/0123456789abcdef01234567.webp" alt="chart">' +
      '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen="allowfullscreen"></iframe>';
    const clean = sanitizeRichHtml(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('style="text-align:center"');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
    expect(clean).toContain('href="mailto:hello@example.com"');
    expect(clean).toContain('href="tel:+44123"');
    // The link dialog's search inserts a page of the site by its path.
    expect(clean).toContain('<a href="/blog/local-seo">a post of the site</a>');
    expect(clean).toContain('<img src="/api/blogimg/0123456789abcdef01234567.webp" alt="chart" />');
    expect(clean).toContain('<iframe src="https://www.youtube.com/embed/abc"');
  });
});

describe('on write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const DIRTY = '<p>Hi</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">x</a><script>alert(3)</script>';

  test('every rich field comes back clean (plan JSON and multipart team)', async () => {
    const staff = await t.staffToken();
    const plan = await write(t.app, 'POST', '/plan', staff, { fields: { ...CREATE_FIELDS.plan, description: DIRTY }, json: true });
    expect(plan.json().description).toBe('<p>Hi</p><img src="x" /><a>x</a>');
    const team = await write(t.app, 'PUT', `/plan/${plan.json()._id}`, staff, { fields: { description: `${DIRTY}<b>ok</b>` }, json: true });
    expect(team.json().description).toBe('<p>Hi</p><img src="x" /><a>x</a><b>ok</b>');
    const stored = (await t.app.inject(`/plan/${plan.json()._id}`)).body;
    expect(stored).not.toMatch(/onerror|javascript:|<script/i);
  });

  test('plain fields are stored as text, not interpreted', async () => {
    const staff = await t.staffToken();
    const created = await write(t.app, 'POST', '/plan', staff, { fields: { ...CREATE_FIELDS.plan, duration: '<b>month</b>' }, json: true });
    expect(created.json().duration).toBe('<b>month</b>');
  });
});
