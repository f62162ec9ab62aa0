// The content analysis counts the entry's own picture (issue 19): a cover without alt text
// turns the images check red, and describing it beside the picker turns it green.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { blogPath } from '@agency/shared/contract';
import { seoAnalysisMessages as analysis, seoVerdictLabels } from '@agency/shared/contract/messages';
import { altTextBox, renderWithStore } from '@agency/shared/testing';
import { FormField, SeoStudio, type FormValues } from '@agency/shared/admin';

function EntryForm({ initial }: { initial: FormValues }) {
  return (
    <Formik initialValues={{ heading: 'Local SEO', description: '<p>Text without pictures.</p>', ...initial }} onSubmit={() => undefined}>
      <Form aria-label="Blog entry">
        <FormField
          field={{ kind: 'image', name: 'image', label: 'Cover image', imageKind: 'blog', previewSize: 96, altName: 'imageAlt' }}
          mode="edit"
        />
        <SeoStudio
          mode="edit"
          imageKind="blog"
          headingField="heading"
          bodyField="description"
          imageField="image"
          imageAltField="imageAlt"
          pathOf={blogPath}
          siteOrigin="https://northstar-digital.example"
        />
      </Form>
    </Formik>
  );
}

const item = async (message: string) =>
  (await within(screen.getByRole('region', { name: analysis.title })).findByText(message)).closest('li')!;

it('counts the cover without alt text as an image missing it, and as described once staff type its words', async () => {
  const user = userEvent.setup();
  renderWithStore(<EntryForm initial={{ image: 'cover.webp', imageAlt: '' }} />);
  expect(await item(analysis.images.missingAlt(1, 1))).toHaveTextContent(`${seoVerdictLabels.bad}:`);
  await user.type(altTextBox(), 'A shop front on a map');
  expect(await item(analysis.images.good(1))).toHaveTextContent(`${seoVerdictLabels.good}:`);
});

it('has no picture to count while none is chosen', async () => {
  renderWithStore(<EntryForm initial={{ image: null, imageAlt: '' }} />);
  expect(await item(analysis.images.none)).toBeInTheDocument();
});
