// The SEO fields as a fieldset of the form kit: labelled controls in the editors' order,
// the fields a content type leaves out, and values that reach the form.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { seoFieldMessages } from '@agency/shared/contract/messages';
import { renderWithStore } from '@agency/shared/testing';
import { SeoFieldset, type FormValues, type SeoFieldsetProps } from '@agency/shared/admin';

const labels = seoFieldMessages.labels;
const blankSeo = { slug: '', metaTitle: '', metaDescription: '', socialImage: null, canonicalUrl: '', noindex: false, focusKeyphrase: '' };

const renderFieldset = (props: Partial<SeoFieldsetProps> = {}) => {
  const submitted: FormValues[] = [];
  renderWithStore(
    <Formik initialValues={blankSeo} onSubmit={(values) => void submitted.push(values)}>
      <Form aria-label="Entry">
        <SeoFieldset mode="edit" imageKind="service" {...props} />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return submitted;
};

it('groups the SEO fields under one legend, in the order editors work', () => {
  renderFieldset();
  expect(screen.getByRole('group', { name: seoFieldMessages.legend })).toBeInTheDocument();
  const controls = [
    labels.focusKeyphrase,
    labels.metaTitle,
    labels.slug,
    labels.metaDescription,
    labels.socialImage,
    labels.canonicalUrl,
    labels.noindex,
  ].map((label) => screen.getByLabelText(label));
  // Each control follows the one before it in the page.
  controls
    .slice(1)
    .forEach((control, at) => expect(controls[at].compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
  expect(screen.getByLabelText(labels.canonicalUrl)).toHaveAttribute('type', 'url');
  expect(screen.getByLabelText(labels.metaDescription).tagName).toBe('TEXTAREA');
  expect(screen.getByLabelText(labels.focusKeyphrase)).toHaveAccessibleDescription(seoFieldMessages.hints.focusKeyphrase);
});

it('leaves out the fields a content type does not have', () => {
  renderFieldset({ only: ['metaTitle', 'metaDescription', 'noindex'] });
  expect(screen.queryByLabelText(labels.slug)).not.toBeInTheDocument();
  expect(screen.queryByLabelText(labels.focusKeyphrase)).not.toBeInTheDocument();
  expect(screen.getByLabelText(labels.noindex)).toBeInTheDocument();
});

it('puts what staff enter into the form values', async () => {
  const user = userEvent.setup();
  const submitted = renderFieldset();
  await user.type(screen.getByLabelText(labels.metaTitle), 'Paid search');
  await user.type(screen.getByLabelText(labels.canonicalUrl), 'https://example.com/x');
  await user.click(screen.getByLabelText(labels.noindex));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(submitted).toEqual([{ ...blankSeo, metaTitle: 'Paid search', canonicalUrl: 'https://example.com/x', noindex: true }]),
  );
});
