import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiMessages, TRASH_PATH, type Product } from '@agency/shared/contract';
import { dialogMessages, trashMessages } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, uploadPicture } from '@agency/shared/testing';
import { pages } from '../product-pages';
import { filesOf, imageFile, renderAdd, renderList, textFields } from '../../../test-support/admin-screens';
import { walkResourceScreens } from '../../../test-support/walk-resource-screens';

const product = (n: number): Product => ({
  _id: `pr${n}`,
  name: `Audit pack ${n}`,
  description: `<p>Pack ${n}</p>`,
  brand: 'Northstar',
  regularPrice: 1000 * n,
  discountPrice: n === 1 ? 800 : null,
  productType: 'normal',
  stock: 5,
  image: `product-${n}.webp`,
  rating: 4,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const { server, area } = walkResourceScreens({
  key: 'product',
  path: 'products',
  pages,
  items: [product(1), product(2)],
  rowName: (item) => item.name,
  columns: ['No.', 'Image', 'Name', 'Description', 'Regular price', 'Discount price', 'Added', 'State', 'Actions'],
  firstRow: ['1', '', 'Audit pack 1', 'Pack 1', 'Rs 1,000', 'Rs 800'],
  fillCreate: async (user) => {
    await uploadPicture(user, screen.getByLabelText(/^Image/), imageFile('pack.png'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Backlink pack');
    await user.type(screen.getByRole('spinbutton', { name: /^Regular price/ }), '2500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'variation');
    await user.type(screen.getByRole('textbox', { name: /^Brand/ }), 'Northstar');
    await user.type(screen.getByRole('spinbutton', { name: /^Stock/ }), '12');
  },
  createButton: 'Publish',
  expectCreated: ({ body }) => {
    // Rating goes with a new product although it has no input (product §3).
    expect(textFields(body)).toEqual({
      name: 'Backlink pack',
      description: '',
      regularPrice: '2500',
      discountPrice: '',
      productType: 'variation',
      brand: 'Northstar',
      stock: '12',
      rating: '0',
      imageAlt: 'Picture pack.png',
      state: 'published',
      publishAt: '',
    });
    expect(filesOf(body, 'image')).toEqual(['pack.png']);
  },
  editField: { label: /^Name/, stored: 'Audit pack 1', typed: 'Audit pack one' },
  expectUpdated: ({ body }) => {
    expect(textFields(body)).toEqual({
      name: 'Audit pack one',
      description: '<p>Pack 1</p>',
      regularPrice: '1000',
      discountPrice: '800',
      productType: 'normal',
      brand: 'Northstar',
      stock: '5',
      imageAlt: '',
      state: 'published',
      publishAt: '',
    });
  },
});

describe('products list', () => {
  it('defaults the product type to normal', async () => {
    renderAdd(pages.Add, area);
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveValue('normal');
  });

  it("empties the list with 'Delete all products' once the list's name is typed in the confirmation", async () => {
    server.use(
      http.delete(apiUrl('products'), () =>
        HttpResponse.json({ message: apiMessages.allProductsDeleted, deletedCount: 2, deletedIds: ['pr1', 'pr2'] }),
      ),
    );
    const user = userEvent.setup();
    renderList(pages.List, area);
    await screen.findByText('Audit pack 2');
    await user.click(screen.getByRole('button', { name: dialogMessages.deleteAllProductsTitle }));
    const dialog = screen.getByRole('dialog', { name: dialogMessages.deleteAllProductsTitle });
    await user.click(within(dialog).getByRole('button', { name: dialogMessages.cancel }));
    expect(screen.getByText('Audit pack 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dialogMessages.deleteAllProductsTitle }));
    const asked = screen.getByRole('dialog');
    // The products go to the trash (issue 21), so the question says so instead of "cannot be undone".
    expect(asked).toHaveTextContent('They wait in the trash for 30 days.');
    const confirm = within(asked).getByRole('button', { name: dialogMessages.confirm });
    const word = within(asked).getByRole('textbox', { name: dialogMessages.typeToConfirm(dialogMessages.deleteAllProductsWord) });
    expect(word).toHaveFocus();
    expect(confirm).toBeDisabled();
    await user.type(word, 'product');
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(screen.getByText('Audit pack 2')).toBeInTheDocument();
    await user.type(word, 'S ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText(`${apiMessages.allProductsDeleted}. ${trashMessages.movedManyToTrash(2)}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: trashMessages.viewTrash })).toHaveAttribute('href', TRASH_PATH);
  });

  it('puts every product back from the trash with Undo after Delete all products', async () => {
    const restored: string[] = [];
    server.use(
      http.delete(apiUrl('products'), () =>
        HttpResponse.json({ message: apiMessages.allProductsDeleted, deletedCount: 2, deletedIds: ['pr1', 'pr2'] }),
      ),
      http.post(apiUrl('trash/:id/restore'), ({ params }) => {
        restored.push(String(params.id));
        return HttpResponse.json({ ...product(Number(String(params.id).slice(2))), resource: 'product' });
      }),
    );
    const user = userEvent.setup();
    renderList(pages.List, area);
    await screen.findByText('Audit pack 2');
    await user.click(screen.getByRole('button', { name: dialogMessages.deleteAllProductsTitle }));
    const asked = screen.getByRole('dialog');
    await user.type(within(asked).getByRole('textbox'), dialogMessages.deleteAllProductsWord);
    await user.click(within(asked).getByRole('button', { name: dialogMessages.confirm }));
    await waitFor(() => expect(screen.queryByText('Audit pack 2')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: trashMessages.undo }));
    expect(await screen.findByText(trashMessages.undoneMany(2))).toBeInTheDocument();
    expect(restored).toEqual(['pr1', 'pr2']);
    expect(await screen.findByText('Audit pack 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: trashMessages.undo })).not.toBeInTheDocument();
  });
});
