// The SEO studio inside an entry's form, used as staff use it: typing a focus keyphrase,
// a title, a slug and the text changes the checklist, the search result and the social card.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, yupToFormErrors } from 'formik';
import { object } from 'yup';
import { blogPath, SITE } from '@agency/shared/contract';
import { seoAnalysisMessages as analysis, seoFieldMessages, seoPreviewMessages, seoVerdictLabels } from '@agency/shared/contract/messages';
import { seoFieldRules } from '@agency/shared/schemas';
import { renderWithStore } from '@agency/shared/testing';
import { FormField, SeoStudio, type FormValues } from '@agency/shared/admin';

const ORIGIN = 'https://northstar-digital.example';
const labels = seoFieldMessages.labels;
const schema = object(seoFieldRules);

const blankSeo = { slug: '', metaTitle: '', metaDescription: '', socialImage: null, canonicalUrl: '', noindex: false, focusKeyphrase: '' };

/** A blog entry's form: heading, text and its picture, with the studio under them. */
function EntryForm({ initial = {} }: { initial?: FormValues }) {
  const validate = async (values: FormValues) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  };
  return (
    <Formik
      initialValues={{ heading: '', description: '', image: null, ...blankSeo, ...initial }}
      validate={validate}
      onSubmit={() => undefined}
    >
      <Form aria-label="Blog entry">
        <FormField field={{ kind: 'text', name: 'heading', label: 'Heading' }} mode="create" />
        <FormField field={{ kind: 'textarea', name: 'description', label: 'Description' }} mode="create" />
        <SeoStudio
          mode="create"
          imageKind="blog"
          headingField="heading"
          bodyField="description"
          imageField="image"
          pathOf={blogPath}
          siteOrigin={ORIGIN}
        />
      </Form>
    </Formik>
  );
}

const checklist = () => within(screen.getByRole('region', { name: analysis.title }));
/** The checklist item that says `message`, with its verdict word. */
const item = async (message: string) => (await checklist().findByText(message)).closest('li')!;
const searchResult = () => screen.getByTestId('search-result');

it('changes the checklist as a focus keyphrase is typed, and as the text comes to mention it', async () => {
  const user = userEvent.setup();
  renderWithStore(<EntryForm />);
  expect(await item(analysis.noKeyphrase)).toHaveTextContent(`${seoVerdictLabels.ok}:`);

  await user.type(screen.getByLabelText('Heading'), 'Local SEO for small shops');
  await user.type(screen.getByLabelText('Description'), 'Paid search brings clicks.');
  await user.type(screen.getByLabelText(labels.focusKeyphrase), 'local seo');

  expect(checklist().queryByText(analysis.noKeyphrase)).not.toBeInTheDocument();
  // The derived title and slug come from the heading, so both carry the keyphrase.
  expect(await item(analysis.keyphraseInTitle.exact)).toHaveTextContent(`${seoVerdictLabels.good}:`);
  expect(await item(analysis.keyphraseInSlug.found)).toHaveTextContent(`${seoVerdictLabels.good}:`);
  expect(await item(analysis.keyphraseInIntro.none)).toHaveTextContent(`${seoVerdictLabels.bad}:`);

  await user.clear(screen.getByLabelText('Description'));
  await user.type(screen.getByLabelText('Description'), 'Local SEO brings people from nearby streets.');
  expect(await item(analysis.keyphraseInIntro.found)).toHaveTextContent(`${seoVerdictLabels.good}:`);
  expect(checklist().queryByText(analysis.keyphraseInIntro.none)).not.toBeInTheDocument();

  await user.clear(screen.getByLabelText(labels.metaTitle));
  await user.type(screen.getByLabelText(labels.metaTitle), 'Paid search for shops');
  expect(await item(analysis.keyphraseInTitle.none)).toHaveTextContent(`${seoVerdictLabels.bad}:`);
});

it('says each verdict in words with a hidden icon, problems first, and sums them up', async () => {
  renderWithStore(<EntryForm initial={{ heading: 'Local SEO', focusKeyphrase: 'local seo' }} />);
  const items = await checklist().findAllByRole('listitem');
  const verdicts = items.map((li) => li.getAttribute('data-verdict'));
  expect(verdicts).toEqual([...verdicts].sort((a, b) => ['bad', 'ok', 'good'].indexOf(a!) - ['bad', 'ok', 'good'].indexOf(b!)));
  for (const li of items) {
    expect(li.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(li).toHaveTextContent(new RegExp(`^(${Object.values(seoVerdictLabels).join('|')}):`));
  }
  const count = (verdict: string) => verdicts.filter((v) => v === verdict).length;
  expect(checklist().getByText(analysis.summary(count('bad'), count('ok'), count('good')))).toBeInTheDocument();
});

it('previews the search result from the derived values, then from the SEO fields, cut where Google cuts', async () => {
  const user = userEvent.setup();
  renderWithStore(<EntryForm />);
  await user.type(screen.getByLabelText('Heading'), 'Local SEO for small shops');
  await user.type(screen.getByLabelText('Description'), 'We help shops get found nearby.');

  expect(await within(searchResult()).findByText(`Local SEO for small shops | ${SITE.name}`)).toBeInTheDocument();
  expect(within(searchResult()).getByText(`${ORIGIN} \u203a blog \u203a local-seo-for-small-shops`)).toBeInTheDocument();
  expect(within(searchResult()).getByText('We help shops get found nearby.')).toBeInTheDocument();
  expect(screen.getByLabelText(labels.metaTitle)).toHaveAccessibleDescription(
    expect.stringContaining(seoFieldMessages.hints.metaTitle(`Local SEO for small shops | ${SITE.name}`)),
  );

  const longTitle = 'The complete local SEO checklist for dentists, clinics and small practices in London';
  await user.click(screen.getByLabelText(labels.metaTitle));
  await user.paste(longTitle);
  expect(await within(searchResult()).findByText('The complete local SEO checklist for dentists, clinics and ...')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`^Title \\d+ of 580 px, ${seoPreviewMessages.cut}$`))).toBeInTheDocument();
  expect(screen.getByLabelText(labels.metaTitle)).toHaveAccessibleDescription(expect.stringMatching(/\d+ of 580 px: Google will cut it$/));

  await user.type(screen.getByLabelText(labels.slug), 'local-seo');
  expect(await within(searchResult()).findByText(`${ORIGIN} \u203a blog \u203a local-seo`)).toBeInTheDocument();
  expect(screen.getByLabelText(labels.slug)).toHaveAccessibleDescription(seoFieldMessages.hints.slug('/blog/local-seo'));
});

it('shows the slug rule when a slug breaks it, without blocking the other fields', async () => {
  const user = userEvent.setup();
  renderWithStore(<EntryForm />);
  await user.type(screen.getByLabelText(labels.slug), 'Local SEO!');
  await user.tab();
  expect(await screen.findByText(seoFieldMessages.validation.slug)).toBeInTheDocument();
  expect(screen.getByLabelText(labels.slug)).toHaveAttribute('aria-invalid', 'true');
  // A title wider than Google shows is advice, not an error.
  await user.click(screen.getByLabelText(labels.metaTitle));
  await user.paste('W'.repeat(80));
  await user.tab();
  expect(screen.getByLabelText(labels.metaTitle)).not.toHaveAttribute('aria-invalid');
});

it("previews the social card with the entry's picture, or the social image picked for it", async () => {
  const user = userEvent.setup();
  const createObjectURL = jest.fn(() => 'blob:social-card');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  renderWithStore(<EntryForm initial={{ heading: 'Local SEO', description: '<p>Get found nearby.</p>', image: 'cover.png' }} />);
  const card = within(screen.getByTestId('social-card'));
  expect(card.getByRole('img', { name: seoPreviewMessages.socialImageAlt('Local SEO') })).toHaveAttribute(
    'src',
    expect.stringMatching(/\/blogimg\/cover\.png$/),
  );
  expect(card.getByText('NORTHSTAR-DIGITAL.EXAMPLE')).toBeInTheDocument();
  expect(card.getByText('Get found nearby.')).toBeInTheDocument();

  await user.upload(screen.getByLabelText(new RegExp(`^${labels.socialImage}`)), new File(['x'], 'card.png', { type: 'image/png' }));
  await user.type(screen.getByLabelText(labels.metaTitle), 'Local SEO that works');
  expect(await card.findByRole('img', { name: seoPreviewMessages.socialImageAlt('Local SEO that works') })).toHaveAttribute(
    'src',
    'blob:social-card',
  );
});

it('says so when the card has no picture at all', async () => {
  renderWithStore(<EntryForm initial={{ heading: 'Local SEO' }} />);
  expect(within(screen.getByTestId('social-card')).getByText(seoPreviewMessages.noSocialImage)).toBeInTheDocument();
  expect(within(screen.getByTestId('social-card')).queryByRole('img')).not.toBeInTheDocument();
});
