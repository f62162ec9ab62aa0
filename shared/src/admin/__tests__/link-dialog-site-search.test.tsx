// The link dialog finds the site's own pages by title: published posts and services from their
// lists' search, fixed pages by their titles; a pick (by mouse, or Enter for the first) fills the
// address and, when empty, the link text; the link may open in a new tab; a site address is accepted.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { linkDialogMessages as m } from '@agency/shared/contract/messages';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { RichTextEditor } from '@agency/shared/admin';

const asked: Array<{ path: string; q: string | null; state: string | null }> = [];
const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, limit: 5 });
mockApi(
  http.get(apiUrl('blog'), ({ request }) => {
    const url = new URL(request.url);
    asked.push({ path: 'blog', q: url.searchParams.get('q'), state: url.searchParams.get('state') });
    return HttpResponse.json(
      page(url.searchParams.get('q') === 'local' ? [{ _id: 'b1', heading: 'Local SEO in 2026', slug: 'local-seo-in-2026' }] : []),
    );
  }),
  http.get(apiUrl('services'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    return HttpResponse.json(page(q === 'local' ? [{ _id: 's1', title: 'Local Listings', slug: 'local-listings' }] : []));
  }),
  http.get(apiUrl('seo/pages'), () =>
    HttpResponse.json([
      { page: 'contact', path: '/contact', metaTitle: '', defaults: { title: 'Contact Us', description: '' } },
      { page: 'about', path: '/about', metaTitle: 'About our local team', defaults: { title: 'About Us', description: '' } },
    ]),
  ),
);

function Harness({ onHtml }: { onHtml: (html: string) => void }) {
  const [html, setHtml] = useState('');
  return (
    <RichTextEditor
      label="Description"
      value={html}
      onChange={(next) => {
        setHtml(next);
        onHtml(next);
      }}
    />
  );
}

const openLinkDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(screen.getByRole('toolbar', { name: 'Description formatting' })).getByRole('button', { name: 'Insert link' }));
  return screen.getByRole('dialog', { name: 'Insert link' });
};

beforeEach(() => {
  asked.length = 0;
});

it('finds published posts, services and pages by title and links to the one picked, in a new tab when asked', async () => {
  const user = userEvent.setup();
  const onHtml = jest.fn();
  renderWithStore(<Harness onHtml={onHtml} />);
  const dialog = await openLinkDialog(user);
  await user.type(within(dialog).getByRole('searchbox', { name: m.searchLabel }), 'local');
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(m.found(3)));
  expect(asked).toContainEqual({ path: 'blog', q: 'local', state: 'published' });
  // Every result is a button Tab reaches, naming its kind and address.
  expect(within(dialog).getByRole('button', { name: m.pick('About our local team', '/about') })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: m.pick('Local Listings', '/services/local-listings') })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: m.pick('Local SEO in 2026', '/blog/local-seo-in-2026') }));
  expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('/blog/local-seo-in-2026');
  expect(within(dialog).getByRole('textbox', { name: /Link text/ })).toHaveValue('Local SEO in 2026');
  await user.click(within(dialog).getByRole('checkbox', { name: m.newTab }));
  await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onHtml).toHaveBeenLastCalledWith('<p><a href="/blog/local-seo-in-2026" target="_blank">Local SEO in 2026</a></p>');
});

it('takes the first page found with Enter in the search box, without sending the dialog', async () => {
  const user = userEvent.setup();
  renderWithStore(<Harness onHtml={jest.fn()} />);
  const dialog = await openLinkDialog(user);
  const search = within(dialog).getByRole('searchbox', { name: m.searchLabel });
  await user.type(search, 'contact');
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(m.found(1)));
  await user.keyboard('{Enter}');
  expect(screen.getByRole('dialog', { name: 'Insert link' })).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Address' })).toHaveValue('/contact');
});

it('says when nothing matches, and refuses an address that leads to another host', async () => {
  const user = userEvent.setup();
  const onHtml = jest.fn();
  renderWithStore(<Harness onHtml={onHtml} />);
  const dialog = await openLinkDialog(user);
  await user.type(within(dialog).getByRole('searchbox', { name: m.searchLabel }), 'zebra');
  await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(m.noResults));
  await user.type(within(dialog).getByRole('textbox', { name: 'Address' }), '/\\evil.example');
  await user.click(within(dialog).getByRole('button', { name: 'Insert link' }));
  expect(within(dialog).getByRole('alert')).toBeInTheDocument();
  expect(onHtml).not.toHaveBeenCalled();
});
