// The post editor's SEO studio (issue 19): the page's SEO fields load from its card, preview
// live as staff type, and save with the card; the body gets the slug only, so both halves keep
// one address; a slug the heading gave shows empty (it keeps following the heading); a chosen
// one is sent to both; a cleared social image is sent empty; the server's slug refusal shows
// on the slug field.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Blog, SingleBlog } from '@agency/shared/contract';
import { resourceMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { apiMessages } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { pages as blogPages } from '../blog-pages';
import { pages as servicePages } from '../service-pages';
import { filesOf, imageFile, textFields, type SentRequest } from '../../../test-support/admin-screens';

const labels = seoFieldMessages.labels;
const STAMP = '2025-01-01T10:00:00.000Z';

const card = (extra: Partial<Blog> = {}): Blog => ({
  _id: 'b1',
  slug: 'ten-fixes',
  heading: 'Ten fixes',
  description: '<p>Short summary</p>',
  image: 'cover.webp',
  createdAt: STAMP,
  updatedAt: STAMP,
  metaTitle: 'Ten technical SEO fixes | Northstar',
  metaDescription: '',
  socialImage: 'social.webp',
  canonicalUrl: '',
  noindex: false,
  focusKeyphrase: 'seo fixes',
  ...extra,
});
const body = (): SingleBlog => ({
  _id: 'sb1',
  slug: 'ten-fixes',
  heading: 'Ten fixes',
  description: '<p>The whole article on SEO fixes.</p>',
  images: ['inside.webp'],
  createdAt: STAMP,
  updatedAt: STAMP,
});

let stored: Blog;
let sent: Array<SentRequest & { url: string }>;
let refuseSlug = false;
const record = async (request: Request) => {
  const form = await request.formData();
  sent.push({ method: request.method, url: new URL(request.url).pathname, body: form });
  return form;
};
const server = mockApi(
  http.get(apiUrl('blog/:id'), () => HttpResponse.json(stored)),
  http.get(apiUrl('single-blog/slug/:slug'), () => HttpResponse.json(body())),
  http.put(apiUrl('blog/:id'), async ({ request }) => {
    await record(request);
    if (refuseSlug) {
      const message = seoFieldMessages.validation.slugTaken;
      return HttpResponse.json({ message: apiMessages.validationFailed, errors: { slug: message } }, { status: 400 });
    }
    return HttpResponse.json({ ...stored, updatedAt: '2025-01-02T00:00:00.000Z' });
  }),
  http.put(apiUrl('single-blog/:id'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...body(), updatedAt: '2025-01-02T00:00:00.000Z' });
  }),
);
beforeEach(() => {
  stored = card();
  sent = [];
  refuseSlug = false;
});

const openCard = () => renderWithStore(<blogPages.Edit />, { route: '/editblog/b1', path: '/editblog/:id' });
const studio = () => within(screen.getByRole('region', { name: seoFieldMessages.section }));

it("loads the page's SEO fields from its card into the studio, with a slug the heading gave shown empty", async () => {
  openCard();
  await screen.findByRole('textbox', { name: /^Heading/ });
  expect(studio().getByLabelText(labels.metaTitle)).toHaveValue('Ten technical SEO fixes | Northstar');
  expect(studio().getByLabelText(labels.focusKeyphrase)).toHaveValue('seo fixes');
  expect(studio().getByLabelText(labels.slug)).toHaveValue('');
  expect(studio().getByLabelText(labels.noindex)).not.toBeChecked();
  expect(
    await studio().findByText('Ten technical SEO fixes | Northstar', { selector: '[data-testid="search-result"] *' }),
  ).toBeInTheDocument();
});

it('previews what staff type, and saves the SEO fields with the card and the slug with both halves', async () => {
  const user = userEvent.setup();
  openCard();
  const title = await screen.findByLabelText(labels.metaTitle);
  await user.clear(title);
  await user.type(title, 'Fix these ten things first');
  await user.type(studio().getByLabelText(labels.metaDescription), 'The ten fixes that matter most.');
  expect(await within(screen.getByTestId('search-result')).findByText('Fix these ten things first')).toBeInTheDocument();
  expect(within(screen.getByTestId('search-result')).getByText('The ten fixes that matter most.')).toBeInTheDocument();
  await user.type(studio().getByLabelText(labels.slug), 'ten-seo-fixes');
  await user.type(studio().getByLabelText(labels.canonicalUrl), 'https://partner.example/ten-fixes');
  await user.click(studio().getByLabelText(labels.noindex));
  await user.upload(studio().getByLabelText(new RegExp(`^${labels.socialImage}`)), imageFile('share.png'));
  await user.click(screen.getByRole('button', { name: 'Update' }));

  expect(await screen.findByText(resourceMessages.blog.updated)).toBeInTheDocument();
  expect(sent.map((request) => request.url)).toEqual(['/api/blog/b1', '/api/single-blog/sb1']);
  expect(textFields(sent[0].body)).toMatchObject({
    metaTitle: 'Fix these ten things first',
    metaDescription: 'The ten fixes that matter most.',
    slug: 'ten-seo-fixes',
    canonicalUrl: 'https://partner.example/ten-fixes',
    noindex: 'true',
    focusKeyphrase: 'seo fixes',
  });
  expect(filesOf(sent[0].body, 'socialImage')).toEqual(['share.png']);
  expect(textFields(sent[1].body)).toMatchObject({ slug: 'ten-seo-fixes' });
  expect(textFields(sent[1].body)).not.toHaveProperty('metaTitle');
});

it('shows a chosen slug as it is, sends a removed social image empty, and puts a refused slug on its field', async () => {
  stored = card({ slug: 'ten-seo-fixes' });
  refuseSlug = true;
  const user = userEvent.setup();
  openCard();
  const slug = await screen.findByLabelText(labels.slug);
  expect(slug).toHaveValue('ten-seo-fixes');
  await user.click(studio().getByRole('button', { name: /remove/i }));
  await user.click(screen.getByRole('button', { name: 'Update' }));

  expect(await screen.findByText(seoFieldMessages.validation.slugTaken)).toBeInTheDocument();
  expect(slug).toHaveAccessibleDescription(expect.stringContaining(seoFieldMessages.validation.slugTaken));
  expect(textFields(sent[0].body)).toMatchObject({ slug: 'ten-seo-fixes', socialImage: '' });
});

it('gives the service editor the same studio, its addresses under /services', async () => {
  server.use(
    http.get(apiUrl('services/:id'), () =>
      HttpResponse.json({
        _id: 's1',
        slug: 'google-ads',
        title: 'Google Ads',
        description: '<p>Ads</p>',
        image: 'ads.webp',
        createdAt: STAMP,
        updatedAt: STAMP,
      }),
    ),
    http.get(apiUrl('single-service/slug/:slug'), () => HttpResponse.json(null)),
  );
  renderWithStore(<servicePages.Edit />, { route: '/edit-service/s1', path: '/edit-service/:id' });
  expect(await screen.findByDisplayValue('Google Ads')).toBeInTheDocument();
  expect(studio().getByLabelText(labels.slug)).toHaveAccessibleDescription(seoFieldMessages.hints.slug('/services/google-ads'));
});
