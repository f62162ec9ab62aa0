import { screen } from '@testing-library/react';
import { mockApi } from '@agency/shared/testing';
import { isHydrated, serverRenderedPage } from '../../../testing/server-rendered-page';
import ContactPage from '../contact-page';

jest.mock('../../../components/captcha/captcha');

mockApi();

let page: Awaited<ReturnType<typeof serverRenderedPage>>;
beforeEach(async () => {
  page = await serverRenderedPage('/contact', <ContactPage />);
});
afterEach(() => page.remove());

it('hydrates the contact form, not the cards nor the words beside it (server-only)', async () => {
  await page.hydrate();
  expect(isHydrated(screen.getByRole('textbox', { name: /First name/ }))).toBe(true);
  for (const title of ['Mail us', "Let's grow your business together"]) {
    const heading = screen.getByRole('heading', { name: title });
    expect(isHydrated(heading)).toBe(false);
  }
});
