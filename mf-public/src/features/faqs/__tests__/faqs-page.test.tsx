import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_TABS, loadErrors } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { faq } from '../../../testing/fixtures';
import FaqsPage from '../faqs-page';

jest.mock('../../../components/captcha/captcha');

const server = mockApi(
  http.get(apiUrl('faqs'), () =>
    HttpResponse.json([
      faq(1, 'Search Engine Optimization'),
      faq(2, 'Social Media Marketing'),
      faq(3, 'Search Engine Optimization'),
      faq(4, 'Digital Marketing'),
      faq(5, 'Something else'),
    ]),
  ),
);

const questions = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('FAQs', () => {
  it('has three tabs with SEO Questions selected first', async () => {
    renderWithStore(<FaqsPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(FAQ_TABS.map((tab) => tab.label));
    expect(screen.getByRole('tab', { name: 'SEO Questions' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Question 1?');
    expect(questions()).toEqual(['Question 1?', 'Question 3?']);
  });

  it('filters the questions by the category of the selected tab', async () => {
    const user = userEvent.setup();
    renderWithStore(<FaqsPage />);
    await screen.findByText('Question 1?');
    await user.click(screen.getByRole('tab', { name: 'SMM Questions' }));
    expect(screen.getByRole('tab', { name: 'SMM Questions' })).toHaveAttribute('aria-selected', 'true');
    expect(questions()).toEqual(['Question 2?']);
    await user.click(screen.getByRole('tab', { name: 'Digital Marketing Questions' }));
    expect(questions()).toEqual(['Question 4?']);
    expect(screen.queryByText('Question 5?')).not.toBeInTheDocument();
  });

  it("makes each tab a link to its topic's address, and opens the topic an address names", async () => {
    renderWithStore(<FaqsPage />, { route: '/faqs?topic=social-media-marketing', path: '/faqs' });
    expect(screen.getByRole('tab', { name: 'SMM Questions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Question 2?')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'SEO Questions' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('tab', { name: 'Digital Marketing Questions' })).toHaveAttribute('href', '/faqs?topic=digital-marketing');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithStore(<FaqsPage />);
    await screen.findByText('Question 1?');
    screen.getByRole('tab', { name: 'SEO Questions' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMM Questions' })).toHaveFocus();
    expect(questions()).toEqual(['Question 2?']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Digital Marketing Questions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderWithStore(<FaqsPage />);
    const first = await screen.findByRole('button', { name: 'Question 1?' });
    const second = screen.getByRole('button', { name: 'Question 3?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 1.')).toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 3.')).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer 1.')).not.toBeVisible();
  });

  it('says so when the questions cannot be loaded', async () => {
    server.use(http.get(apiUrl('faqs'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithStore(<FaqsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.faqs);
  });
});
