// The head of a public page that is not one entry's page (issue 19): the SEO fields staff set
// for it replace the derived title, description, social image, canonical address and robots;
// a field left empty, or a read that fails, keeps the derived value.

import { screen, waitFor } from '@testing-library/react';
import { fullPageTitle, SEO_PAGES, type PublicPageSeo } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import AboutPage from '../../features/about/about-page';
import PrivacyPage from '../../features/legal/privacy-page';

const server = mockApi(
  http.get(apiUrl('aboutus'), () => HttpResponse.json([])),
  http.get(apiUrl('team'), () => HttpResponse.json([])),
);

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

const storing = (stored: PublicPageSeo) => server.use(http.get(apiUrl('seo/pages/public'), () => HttpResponse.json(stored)));

const EMPTY = { metaTitle: '', metaDescription: '', socialImage: '', canonicalUrl: '', noindex: false };

describe('a fixed page’s head', () => {
  it('uses the stored fields of its own page, the stored social image from the pages folder', async () => {
    storing({
      about: {
        metaTitle: 'Meet the agency | Northstar',
        metaDescription: 'The people behind the rankings.',
        socialImage: '0123456789abcdef01234567.webp',
        canonicalUrl: 'https://northstar.example/about-us',
        noindex: true,
      },
      privacy: { ...EMPTY, metaTitle: 'Not this page' },
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

  it('keeps the derived value of each field left empty', async () => {
    storing({ privacy: { ...EMPTY, metaDescription: 'How we handle your data.' } });
    renderWithStore(<PrivacyPage />, { route: '/privacy-policy' });
    await waitFor(() => expect(meta('meta[name="description"]')).toBe('How we handle your data.'));
    expect(document.title).toBe(fullPageTitle(SEO_PAGES.privacy.title));
    expect(canonical()).toBe('http://localhost/privacy-policy');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('keeps the derived head when nothing is stored or the read fails', async () => {
    server.use(http.get(apiUrl('seo/pages/public'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithStore(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(document.title).toBe(fullPageTitle(SEO_PAGES.about.title));
    expect(meta('meta[name="description"]')).toBe(SEO_PAGES.about.description);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
