import { META_DESCRIPTION_MAX, metaDescription } from '../meta-description';

const SEO_SERVICE = `<h2>Search engine optimisation that compounds</h2>
<p>Organic search is still the channel with the best long-term return. Our SEO programmes combine technical excellence, content that answers real questions and digital PR that earns authority.</p>`;

describe('metaDescription', () => {
  it('ends a heading with punctuation instead of running it into the next paragraph', () => {
    const text = metaDescription(SEO_SERVICE);
    expect(text).not.toMatch(/compounds Organic/);
    expect(text.startsWith('Search engine optimisation that compounds. Organic search')).toBe(true);
  });

  it('stops after the last whole sentence that fits what search engines show', () => {
    expect(metaDescription(SEO_SERVICE)).toBe(
      'Search engine optimisation that compounds. Organic search is still the channel with the best long-term return.',
    );
  });

  it('cuts one long sentence at a word, with an ellipsis, within the length', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const text = metaDescription(`<p>${words}</p>`);
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text).toMatch(/ word\d+…$/);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
  });

  it('keeps a short text whole, and returns nothing for empty HTML', () => {
    expect(metaDescription('<p>Paid search that pays</p>')).toBe('Paid search that pays.');
    expect(metaDescription('<p> </p>')).toBe('');
  });
});
