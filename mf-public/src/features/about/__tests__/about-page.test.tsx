import { screen, within } from '@testing-library/react';
import { loadErrors } from '@agency/shared/contract';
import { apiUrl, http, HttpResponse, mockApi, renderWithStore } from '@agency/shared/testing';
import { aboutEntry, teamMember } from '../../../testing/fixtures';
import AboutPage from '../about-page';

const server = mockApi(
  http.get(apiUrl('aboutus'), () => HttpResponse.json([aboutEntry()])),
  http.get(apiUrl('team'), () => HttpResponse.json([teamMember(1)])),
);

describe('about us', () => {
  it('shows each entry with image, title, rich description, mission, vision and values', async () => {
    renderWithStore(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const entry = within(await screen.findByRole('article', { name: 'Who we are' }));
    expect((await entry.findByText('search')).tagName).toBe('STRONG');
    expect(entry.getByRole('presentation')).toHaveAttribute('src', '/api/aboutUs/about.webp');
    const pillars = entry.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(pillars).toEqual(['Our Mission', 'Our Vision', 'Our Value']);
    expect(entry.getByText('Grow our clients.')).toBeInTheDocument();
    expect(entry.getByText('Be the most trusted agency.')).toBeInTheDocument();
    expect(entry.getByText('Honesty and craft.')).toBeInTheDocument();
  });

  it('shows the team below the entries', async () => {
    renderWithStore(<AboutPage />);
    expect(await screen.findByRole('heading', { name: 'Meet Our Dedicated Team' })).toBeInTheDocument();
    expect((await screen.findAllByText('Team member 1')).length).toBeGreaterThan(0);
  });

  it('says so when the entries cannot be loaded', async () => {
    server.use(http.get(apiUrl('aboutus'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderWithStore(<AboutPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(loadErrors.data);
  });
});
