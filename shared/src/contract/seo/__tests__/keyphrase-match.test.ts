// Matching the focus keyphrase: exact phrase, all its words, some, none.

import { matchKeyphrase } from '../keyphrase-match';

it.each([
  ['Local SEO audit for clinics', 'local seo audit', 'exact'],
  ['Your SEO Audits, explained', 'seo audit', 'exact'],
  ['seo-audit-checklist', 'SEO audit', 'exact'],
  ['An audit of your SEO', 'seo audit', 'words'],
  ['A checklist for the audit', 'audit checklist for the', 'words'],
  ['Café marketing', 'cafe marketing', 'exact'],
  ["The agency's clients", 'agency clients', 'exact'],
  ['Agencies we like', 'agency', 'exact'],
  ['Paid search for clinics', 'seo for clinics', 'some'],
  ['Paid search', 'seo audit', 'none'],
  ['Anything', '   ', 'none'],
])('%j with keyphrase %j: %s', (text, keyphrase, match) => {
  expect(matchKeyphrase(text, keyphrase)).toBe(match);
});
