// The tolerant HTML reader: blocks, headings, images and links of rich text and of
// messy real-world markup (no DOM used).

import { outlineHtml, outlineText } from '../html-outline';
import { tokenizeHtml } from '../html-tokens';

it('reads blocks, headings, images and links in document order', () => {
  const outline = outlineHtml(
    '<p>Intro with <a href="/services" rel="nofollow">our <b>services</b></a>.</p>' +
      '<h2>Why it <em>matters</em></h2><ul><li>One</li><li>Two</li></ul>' +
      '<p><img src="/api/blogimg/a.png" alt="A chart"><img src="b.png"></p>',
  );
  expect(outline.blocks).toEqual([
    { tag: 'p', text: 'Intro with our services.' },
    { tag: 'h2', text: 'Why it matters' },
    { tag: 'li', text: 'One' },
    { tag: 'li', text: 'Two' },
  ]);
  expect(outline.headings).toEqual([{ level: 2, text: 'Why it matters' }]);
  expect(outline.links).toEqual([{ href: '/services', text: 'our services', rel: 'nofollow' }]);
  expect(outline.images).toEqual([
    { src: '/api/blogimg/a.png', alt: 'A chart', decorative: false },
    { src: 'b.png', alt: null, decorative: false },
  ]);
});

it('tolerates unclosed tags, stray angle brackets, comments, scripts and entities', () => {
  const outline = outlineHtml(
    '<!-- note --><p>Fish &amp; chips &lt;3 &#8212; 5 < 6 &hellip;<p>Next &unknown; para<script>var x = "<p>no</p>";</script>' +
      '<h3 class=\'x\'>Tail &#x2019;s</h3><img alt="" role="presentation" src=\'deco.svg\'>',
  );
  expect(outlineText(outline)).toBe('Fish & chips <3 \u2014 5 < 6 \u2026\nNext &unknown; para\nTail \u2019s');
  expect(outline.headings).toEqual([{ level: 3, text: 'Tail \u2019s' }]);
  expect(outline.images).toEqual([{ src: 'deco.svg', alt: '', decorative: true }]);
});

it('reads attributes quoted, unquoted and with ">" inside quotes', () => {
  expect(tokenizeHtml('<a title="a > b" href=/x data-on>go</a>')).toEqual([
    { type: 'open', name: 'a', attrs: { title: 'a > b', href: '/x', 'data-on': '' } },
    { type: 'text', text: 'go' },
    { type: 'close', name: 'a' },
  ]);
});

it('breaks lines at <br> so words do not run together', () => {
  expect(outlineText(outlineHtml('<p>one<br>two</p>'))).toBe('one two');
});
