import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, apiUrl, http, HttpResponse, renderWithStore } from '@agency/shared/testing';
import { homeHandlers } from '../../../testing/home-handlers';
import { loadAllSectionCode } from '../../../components/page-section/section-code';
import HomePage from '../home-page';

jest.mock('../../../components/captcha/captcha');

// The sections below the hero download their code on their own (section-code.ts); these tests are about what they show.
beforeAll(loadAllSectionCode);

const server = mockApi(...homeHandlers());

describe('home carousels', () => {
  it('fill the team, works and testimonial carousels once their data has loaded', async () => {
    renderWithStore(<HomePage />);
    expect(screen.queryByText('Team member 1')).not.toBeInTheDocument();
    // The first render loads the carousel code (react-slick): seconds on a busy machine, so more than the 15 s of
    // every wait (setup-dom.ts), not less.
    expect((await screen.findAllByText('Team member 1', {}, { timeout: 30_000 })).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Case study 2')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Quote of client 1.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Team members' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('region', { name: 'Recent works' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Client testimonials' })).toBeInTheDocument();
  });

  it('lets the visitor pause and restart the autoplay', async () => {
    const user = userEvent.setup();
    renderWithStore(<HomePage />);
    await screen.findAllByText('Team member 1');
    const team = within(screen.getByRole('region', { name: 'Team members' }));
    const toggle = team.getByRole('button', { name: 'Pause Team members' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(team.getByRole('button', { name: 'Play Team members' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links each team member to their profiles in a new tab', async () => {
    renderWithStore(<HomePage />);
    const [profile] = await screen.findAllByRole('link', { name: 'Team member 1 on LinkedIn (opens in a new tab)', hidden: true });
    expect(profile).toHaveAttribute('href', 'https://www.linkedin.com/in/member-1');
    expect(profile).toHaveAttribute('target', '_blank');
  });

  it('shows nothing of a carousel whose data failed to load', async () => {
    server.use(
      http.get(apiUrl('team'), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      http.get(apiUrl('work'), () => HttpResponse.error()),
      http.get(apiUrl('testimonial'), () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    );
    renderWithStore(<HomePage />);
    await screen.findByText('Post number 1');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Meet Our Dedicated Team' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Our Recent Works' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'What Our Client Say' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Pricing Plans' })).toBeInTheDocument();
  });
});
