import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PLANS, loadErrors, POPULAR_PLAN_LABEL } from '@agency/shared/contract';
import { mockApi, apiUrl, http, HttpResponse, renderWithStore } from '@agency/shared/testing';
import { homeHandlers } from '../../../testing/home-handlers';
import { plan } from '../../../testing/fixtures';
import { loadAllSectionCode } from '../../../components/page-section/section-code';
import HomePage from '../home-page';

jest.mock('../../../components/captcha/captcha');

// The sections below the hero download their code on their own (section-code.ts); these tests are about what they show.
beforeAll(loadAllSectionCode);

const server = mockApi(...homeHandlers());

const pricing = () => within(screen.getByRole('region', { name: 'Pricing Plans' }));

const planCards = async () => {
  await waitFor(() => expect(pricing().getAllByRole('article').length).toBeGreaterThan(0));
  return pricing().getAllByRole('article');
};

describe('pricing plans', () => {
  it('shows the plans staff keep at GET /plan, with their rich feature lists', async () => {
    server.use(
      http.get(apiUrl('plan'), () =>
        HttpResponse.json([
          plan({ _id: 'a'.repeat(24), planName: 'Basic', price: 199, description: '<ul><li>Minimum 8 keywords</li></ul>' }),
          plan({
            _id: 'b'.repeat(24),
            planName: 'Standard',
            price: 299,
            popular: true,
            description: '<ul><li>Minimum 20 keywords</li></ul>',
          }),
          plan({ _id: 'c'.repeat(24), planName: 'Enterprise', price: 999, description: '<ul><li>Dedicated team</li></ul>' }),
        ]),
      ),
    );
    renderWithStore(<HomePage />);
    const cards = await planCards();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Basic', 'Standard', 'Enterprise']);
    expect(within(cards[0]).getByText('$199')).toBeInTheDocument();
    expect(within(cards[1]).getByText(POPULAR_PLAN_LABEL)).toBeInTheDocument();
    expect(within(cards[0]).queryByText(POPULAR_PLAN_LABEL)).not.toBeInTheDocument();
    expect(await within(cards[2]).findByText('Dedicated team')).toBeInTheDocument();
    expect(within(cards[2]).getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute('href', '/contact?plan=Enterprise');
  });

  it('shows the three default plans when the API has none', async () => {
    renderWithStore(<HomePage />);
    const cards = await planCards();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(DEFAULT_PLANS.map((p) => p.planName));
    expect(cards.map((card) => within(card).getByText(/^\$\d+$/).textContent)).toEqual(['$199', '$299', '$399']);
    expect(within(cards[1]).getByText(POPULAR_PLAN_LABEL)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Minimum contract 4 months')).toBeInTheDocument();
  });

  it('logs a failed load and shows the default plans', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(apiUrl('plan'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithStore(<HomePage />);
    const cards = await planCards();
    expect(cards).toHaveLength(3);
    expect(log).toHaveBeenCalledWith(loadErrors.plansLog, expect.anything());
    log.mockRestore();
  });
});
