import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PREVIEW_ROUTES, PUBLIC_ROUTES } from '@agency/shared/contract';
import { createAppStore } from '@agency/shared/api';
import { apiUrl, http, HttpResponse, mockApi } from '@agency/shared/testing';
import { blogPost, service, singleBlog, singleService } from '../testing/fixtures';
import { loadAllSectionCode } from '../components/page-section/section-code';
import { pages } from '../pages';

jest.mock('../components/captcha/captcha');

mockApi(
  http.get(apiUrl('blog/page/:slug'), () =>
    HttpResponse.json({ entry: blogPost(1, { slug: 'post-1' }), body: singleBlog({ slug: 'post-1', heading: 'Post number 1' }) }),
  ),
  http.get(apiUrl('services/page/:slug'), () =>
    HttpResponse.json({
      entry: service(1, { slug: 'service-1' }),
      body: singleService({ slug: 'service-1', heading: 'Service 1 in depth' }),
    }),
  ),
  http.get(apiUrl(':list'), () => HttpResponse.json([])),
);

const concrete = (path: string) => path.replace(':slug', path.startsWith('/blog') ? 'post-1' : 'service-1');

describe('every public page', () => {
  it.each(PUBLIC_ROUTES.map((route) => [route.path, route.page]))(
    '%s has a title, description, keywords and canonical link',
    async (path, page) => {
      const { default: Page } = await pages[page]();
      // As the server renderer does: a page's heading may sit in a section whose code loads on its own (the home banner).
      await loadAllSectionCode();
      const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [concrete(path)] });
      render(
        <Provider store={createAppStore()}>
          <RouterProvider router={router} />
        </Provider>,
      );
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toMatch(/Northstar Digital/);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
      expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBeTruthy();
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost${concrete(path)}`);
    },
  );

  it('uses the configured public address of the site for canonical links', async () => {
    window.__APP_CONFIG__ = { siteUrl: 'https://www.northstar-digital.example/' };
    const { default: Page } = await pages.Faqs();
    const router = createMemoryRouter([{ path: '/faqs', element: <Page /> }], { initialEntries: ['/faqs'] });
    render(
      <Provider store={createAppStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.northstar-digital.example/faqs');
    delete window.__APP_CONFIG__;
    await screen.findByText('No questions in this topic yet. Ask yours below.');
  });

  it('every page of the product is exposed, with the layout and the not-found page', () => {
    for (const route of [...PUBLIC_ROUTES, ...PREVIEW_ROUTES]) expect(pages[route.page]).toBeDefined();
    expect(pages.Layout).toBeDefined();
    expect(pages.NotFound).toBeDefined();
  });
});
