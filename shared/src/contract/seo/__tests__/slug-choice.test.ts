import { followsHeading } from '../slug-choice';

it('tells a slug the heading gave from one staff chose', () => {
  expect(followsHeading('local-seo', 'local-seo')).toBe(true);
  expect(followsHeading('local-seo-2', 'local-seo')).toBe(true);
  expect(followsHeading('local-seo-guide', 'local-seo')).toBe(false);
  expect(followsHeading('local-seo-2b', 'local-seo')).toBe(false);
  expect(followsHeading('maps-for-shops', 'local-seo')).toBe(false);
});
