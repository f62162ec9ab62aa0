import { screen } from '@testing-library/react';
import { isHydrated, serverRenderedPage } from '../../../testing/server-rendered-page';
import { HeroSection } from '../hero-section';

jest.mock('../../../components/captcha/captcha');

describe('home banner on a server-rendered page', () => {
  let page: Awaited<ReturnType<typeof serverRenderedPage>>;
  beforeEach(async () => {
    page = await serverRenderedPage('/', <HeroSection />);
  });
  afterEach(() => page.remove());

  it('hydrates the quote form only: the words, links and illustration stay as the server sent them', async () => {
    await page.hydrate();
    expect(isHydrated(screen.getByRole('textbox', { name: /Full name/ }))).toBe(true);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Grow your business with data-driven SEO and advertising');
    expect(isHydrated(heading)).toBe(false);
    const bookNow = screen.getByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveAttribute('href', '/contact');
    expect(isHydrated(bookNow)).toBe(false);
  });
});
