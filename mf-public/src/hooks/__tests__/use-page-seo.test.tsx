// The head of a fixed public page (issue 19) comes from the API: the page's SEO fields where
// staff set them, else what it derives. Its title, description, social image, canonical address
// and robots follow; while the head is unknown, or when the call fails, the page's own title and
// the site's description stand.

import { screen, waitFor } from '@testing-library/react';
import { fullPageTitle, SITE, type PublicPageHead } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import AboutPage from '../../features/about/about-page';
import PrivacyPage from '../../features/legal/privacy-page';

const server = mockApi(
  http.get(apiUrl('aboutus'), () => HttpResponse.json([])),
  http.get(apiUrl('team'), () => HttpResponse.json([])),
);

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

const heads = (byPage: Record<string, PublicPageHead>) =>
  server.use(
    http.get(apiUrl('seo/pages/public/:page'), ({ params }) =>
      byPage[String(params.page)]
        ? HttpResponse.json(byPage[String(params.page)])
        : HttpResponse.json({ message: 'none' }, { status: 404 }),
    ),
  );

describe('a fixed page’s head', () => {
  it('uses the head the API gives for its own page, the stored social image from the pages folder', async () => {
    heads({
      about: {
        metaTitle: 'Meet the agency | Northstar',
        metaDescription: 'The people behind the rankings.',
        socialImage: '0123456789abcdef01234567.webp',
        canonicalUrl: 'https://northstar.example/about-us',
        noindex: true,
      },
      privacy: { metaTitle: 'Not this page', metaDescription: 'Nor this', socialImage: '', canonicalUrl: '', noindex: false },
    });
    renderWithStore(<AboutPage />);
    await waitFor(() => expect(document.title).toBe('Meet the agency | Northstar'));
    expect(meta('meta[name="description"]')).toBe('The people behind the rankings.');
    expect(meta('meta[property="og:title"]')).toBe('Meet the agency | Northstar');
    expect(meta('meta[property="og:description"]')).toBe('The people behind the rankings.');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/api/pageimg/0123456789abcdef01234567.webp');
    expect(meta('meta[name="twitter:image"]')).toBe('http://localhost/api/pageimg/0123456789abcdef01234567.webp');
    expect(canonical()).toBe('https://northstar.example/about-us');
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });

  it('an empty social image, canonical address and noindex leave the page’s own in place', async () => {
    heads({
      privacy: {
        metaTitle: 'Privacy | Northstar',
        metaDescription: 'How we handle your data.',
        socialImage: '',
        canonicalUrl: '',
        noindex: false,
      },
    });
    renderWithStore(<PrivacyPage />, { route: '/privacy-policy' });
    await waitFor(() => expect(meta('meta[name="description"]')).toBe('How we handle your data.'));
    expect(document.title).toBe('Privacy | Northstar');
    expect(canonical()).toBe('http://localhost/privacy-policy');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('keeps the page’s own title and the site’s description when the head cannot be read', async () => {
    server.use(http.get(apiUrl('seo/pages/public/:page'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithStore(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(document.title).toBe(fullPageTitle('About Us'));
    expect(meta('meta[name="description"]')).toBe(SITE.description);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
