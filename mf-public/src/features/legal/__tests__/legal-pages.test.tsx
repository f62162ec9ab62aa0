import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@agency/shared/testing';
import PrivacyPage from '../privacy-page';
import TermsPage from '../terms-page';

describe('legal pages', () => {
  it.each([
    ['Terms and Conditions', TermsPage, 'Governing law'],
    ['Privacy Policy', PrivacyPage, 'Your rights'],
  ])('%s has a title, contents linking to each section and the sections themselves', (title, Page, oneSection) => {
    renderWithStore(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Northstar Digital`);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.length).toBeGreaterThanOrEqual(8);
    const link = contents.find((candidate) => candidate.textContent === oneSection) as HTMLElement;
    const section = document.querySelector(link.getAttribute('href') as string) as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(oneSection);
    expect(section.textContent?.length).toBeGreaterThan(150);
  });

  it('names the session cookie a login sets, how long it lasts and when it goes', () => {
    renderWithStore(<PrivacyPage />);
    const cookies = within(document.getElementById('cookies') as HTMLElement);
    expect(cookies.getByText(/session cookie/)).toHaveTextContent(/__Host-session.*7 days or when you log out/s);
  });
});
