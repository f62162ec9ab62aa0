// The title and description a page derives when its SEO fields are empty.

import { derivedSnippet, fullPageTitle, summarizeHtml } from '../page-snippet';
import { SITE } from '../site';

it('appends the site name to a page title unless it is already there', () => {
  expect(fullPageTitle('Local SEO')).toBe(`Local SEO | ${SITE.name}`);
  expect(fullPageTitle(`${SITE.name} | Home`)).toBe(`${SITE.name} | Home`);
});

it('summarizes rich HTML at a word boundary, with an ellipsis only when cut', () => {
  expect(summarizeHtml('<p>Short &amp; sweet.</p>', 40)).toBe('Short & sweet.');
  expect(summarizeHtml('<p>One two three four five six seven</p>', 20)).toBe('One two three four…');
  expect(summarizeHtml('<p>Clinics</p><p>The rest</p>', 100, { sentences: true })).toBe('Clinics. The rest.');
});

it('derives the title from the heading and the description from the text, or the heading when there is no text', () => {
  expect(derivedSnippet({ heading: 'Local SEO', html: '<p>Get found nearby.</p>' })).toEqual({
    title: `Local SEO | ${SITE.name}`,
    description: 'Get found nearby.',
  });
  expect(derivedSnippet({ heading: 'Local SEO', html: '' }).description).toBe('Local SEO');
  expect(derivedSnippet({ heading: 'x', html: `<p>${'word '.repeat(100)}</p>` }).description.length).toBeLessThanOrEqual(160);
});
