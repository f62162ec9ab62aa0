// SEO for pages (issue 19): the fixed public pages listed with the title search engines get
// and whether they are hidden, each linking to its editor; the editor has the SEO studio's
// fields and previews without the entry-only slug, focus keyphrase and analysis, falls back to
// the page's derived title and description, saves with the version it started from (multipart,
// the social image as a file), shows refused fields on their field, and an unknown page says so.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entityVersionTag, type SeoPageSettings } from '@agency/shared/contract';
import { apiMessages } from '@agency/shared/contract';
import { pageSeoMessages as m, seoAnalysisMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import SeoPagesPage from '../seo-pages-page';
import SeoPageEditPage from '../seo-page-edit-page';
import { filesOf, imageFile, textFields } from '../../../test-support/admin-screens';

const labels = seoFieldMessages.labels;
const STAMP = '2025-01-01T10:00:00.000Z';

const page = (extra: Partial<SeoPageSettings>): SeoPageSettings => ({
  page: 'about',
  path: '/about',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  canonicalUrl: '',
  noindex: false,
  updatedAt: null,
  defaults: { title: 'About Us | Northstar Digital', description: 'Meet the team behind our campaigns.' },
  ...extra,
});

let stored: SeoPageSettings[];
let sent: Array<{ url: string; ifMatch: string | null; body: FormData }>;
let refuse: Record<string, string> | null;
mockApi(
  http.get(apiUrl('seo/pages'), () => HttpResponse.json(stored)),
  http.put(apiUrl('seo/pages/:page'), async ({ request, params }) => {
    sent.push({ url: new URL(request.url).pathname, ifMatch: request.headers.get('if-match'), body: await request.formData() });
    if (refuse) return HttpResponse.json({ message: apiMessages.validationFailed, errors: refuse }, { status: 400 });
    const saved = {
      ...stored.find((entry) => entry.page === params.page)!,
      metaTitle: 'Saved title',
      updatedAt: '2025-01-02T00:00:00.000Z',
    };
    return HttpResponse.json(saved);
  }),
);
beforeEach(() => {
  stored = [
    page({ page: 'home', path: '/', defaults: { title: 'Northstar Digital | SEO agency', description: 'We grow traffic.' } }),
    page({ metaTitle: 'Meet the agency', noindex: true, updatedAt: STAMP }),
  ];
  sent = [];
  refuse = null;
});

const openEditor = (key: string) => renderWithStore(<SeoPageEditPage />, { route: `/seo-pages/${key}`, path: '/seo-pages/:page' });
const searchResult = () => within(screen.getByTestId('search-result'));

it('lists every page with the title search engines get, whether it is hidden, and a link to its editor', async () => {
  renderWithStore(<SeoPagesPage />);
  const rows = await screen.findAllByTestId('seo-page-row');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Northstar Digital | SEO agency'),
    expect.stringContaining('Meet the agency'),
  ]);
  expect(within(rows[0]).getByText(m.shown)).toBeInTheDocument();
  expect(within(rows[1]).getByText(m.hidden)).toBeInTheDocument();
  expect(within(rows[1]).getByRole('link', { name: m.editLink('/about') })).toHaveAttribute('href', '/seo-pages/about');
});

it('edits a page with the studio’s fields and previews, without slug, focus keyphrase or analysis, falling back to its derived head', async () => {
  openEditor('home');
  const title = await screen.findByLabelText(labels.metaTitle);
  expect(title).toHaveValue('');
  expect(title).toHaveAccessibleDescription(expect.stringContaining('Northstar Digital | SEO agency'));
  expect(searchResult().getByText('Northstar Digital | SEO agency')).toBeInTheDocument();
  expect(searchResult().getByText('We grow traffic.')).toBeInTheDocument();
  expect(screen.queryByLabelText(labels.slug)).toBeNull();
  expect(screen.queryByLabelText(labels.focusKeyphrase)).toBeNull();
  expect(screen.queryByRole('region', { name: seoAnalysisMessages.title })).toBeNull();

  const user = userEvent.setup();
  await user.type(title, 'Northstar: search and ads');
  expect(await searchResult().findByText('Northstar: search and ads')).toBeInTheDocument();
});

it('saves the fields as multipart with the version it started from, the social image as a file', async () => {
  const user = userEvent.setup();
  openEditor('about');
  const title = await screen.findByLabelText(labels.metaTitle);
  expect(title).toHaveValue('Meet the agency');
  expect(screen.getByLabelText(labels.noindex)).toBeChecked();
  await user.type(screen.getByLabelText(labels.metaDescription), 'Who we are.');
  await user.click(screen.getByLabelText(labels.noindex));
  await user.upload(screen.getByLabelText(new RegExp(`^${labels.socialImage}`)), imageFile('share.png'));
  await user.click(screen.getByRole('button', { name: m.submit.idle }));

  expect(await screen.findByText(m.saved)).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0].url).toBe('/api/seo/pages/about');
  expect(sent[0].ifMatch).toBe(entityVersionTag(STAMP));
  expect(textFields(sent[0].body)).toMatchObject({ metaTitle: 'Meet the agency', metaDescription: 'Who we are.', noindex: 'false' });
  expect(filesOf(sent[0].body, 'socialImage')).toEqual(['share.png']);
  // The form goes on from what was saved.
  expect(screen.getByLabelText(labels.metaTitle)).toHaveValue('Saved title');
});

it('shows what the server refused on its field, and says so for a page that does not exist', async () => {
  refuse = { canonicalUrl: seoFieldMessages.validation.canonicalUrl };
  const user = userEvent.setup();
  const view = openEditor('about');
  await user.type(await screen.findByLabelText(labels.canonicalUrl), 'https://example.com/about');
  await user.click(screen.getByRole('button', { name: m.submit.idle }));
  expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
  expect(screen.getByLabelText(labels.canonicalUrl)).toHaveAccessibleDescription(
    expect.stringContaining(seoFieldMessages.validation.canonicalUrl),
  );
  view.unmount();

  openEditor('nowhere');
  expect(await screen.findByText(m.notFound)).toBeInTheDocument();
});
