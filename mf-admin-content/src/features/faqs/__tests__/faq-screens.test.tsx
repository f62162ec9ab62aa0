import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_CATEGORIES, type Faq } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, uploadPicture } from '@agency/shared/testing';
import { pages } from '../faq-pages';
import { fakeResource, filesOf, imageFile, renderAdd, renderEdit, textFields } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const faq = (n: number, image: string | null = `faq-${n}.webp`): Faq => ({
  _id: `f${n}`,
  heading: `Question ${n}?`,
  description: `<p>Answer ${n}</p>`,
  category: FAQ_CATEGORIES[n % 3],
  image,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const { api, server, area } = walkResourceScreens({
  key: 'faq',
  path: 'faqs',
  pages,
  items: [faq(1), faq(2)],
  rowName: (item) => item.heading,
  columns: ['No.', 'Title', 'Description', 'Category', 'Added', 'Actions'],
  firstRow: ['1', 'Question 1?', 'Answer 1', FAQ_CATEGORIES[1]],
  fillCreate: async (user) => {
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), FAQ_CATEGORIES[0]);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'How long does SEO take?');
  },
  createButton: 'Save',
  expectCreated: ({ body }) => {
    // The title is sent as `heading`; the image is optional.
    expect(textFields(body)).toEqual({ category: FAQ_CATEGORIES[0], heading: 'How long does SEO take?', description: '' });
    expect(filesOf(body, 'image')).toEqual([]);
  },
  editField: { label: /^Title/, stored: 'Question 1?', typed: 'Question one?' },
  expectUpdated: ({ body }) =>
    expect(textFields(body)).toEqual({
      category: FAQ_CATEGORIES[1],
      heading: 'Question one?',
      description: '<p>Answer 1</p>',
      imageAlt: '',
    }),
});

describe('faq form', () => {
  it("requires a category and a title, and reads 'Saving...' while sending", async () => {
    let release = () => undefined as void;
    server.use(
      http.post(
        apiUrl('faqs'),
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ _id: 'x' }, { status: 201 }));
          }),
      ),
    );
    const user = userEvent.setup();
    renderAdd(pages.Add, area);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a valid category')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), FAQ_CATEGORIES[2]);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Why us?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText(resourceMessages.faq.created)).toBeInTheDocument();
  });

  it('has no audio or video in its editor', () => {
    renderAdd(pages.Add, area);
    expect(screen.getByRole('button', { name: 'Insert link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insert video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insert audio' })).not.toBeInTheDocument();
  });

  it('previews the stored image at 80 by 80 and sends removeImage=true once removed', async () => {
    const user = userEvent.setup();
    renderEdit(pages.Edit, area, 'f1');
    expect(await screen.findByRole('img', { name: 'Preview of faq-1.webp' })).toHaveStyle({ width: '80px', height: '80px' });
    await user.click(screen.getByRole('button', { name: 'Remove image faq-1.webp' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(resourceMessages.faq.updated)).toBeInTheDocument();
    expect(textFields(api.last().body).removeImage).toBe('true');
  });

  it('replaces the image with a newly picked one', async () => {
    const noImage = fakeResource('faqs', [faq(4, null)]);
    server.use(...noImage.handlers);
    const user = userEvent.setup();
    renderEdit(pages.Edit, area, 'f4');
    await uploadPicture(user, await screen.findByLabelText(/^Image/), imageFile('diagram.png'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(resourceMessages.faq.updated)).toBeInTheDocument();
    expect(filesOf(noImage.last().body, 'image')).toEqual(['diagram.png']);
    expect(textFields(noImage.last().body).removeImage).toBeUndefined();
  });
});
