import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visitorMessages } from '@agency/shared/contract/visitor-messages';
import { ReadOn } from '../read-on';

const LONG =
  '<p>We rebuilt the site of a dental clinic chain and doubled its bookings.</p><p>The last sentence only a reader who opens it sees.</p>';

describe('ReadOn', () => {
  it('offers the whole of a cut description, and the teaser again', async () => {
    const user = userEvent.setup();
    render(<ReadOn className="bio" html={LONG} max={60} />);
    expect(screen.queryByText(/only a reader who opens it sees/)).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: visitorMessages.readMore });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByText(/doubled its bookings\. The last sentence only a reader who opens it sees\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: visitorMessages.readLess })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: visitorMessages.readLess }));
    expect(screen.queryByText(/only a reader who opens it sees/)).not.toBeInTheDocument();
  });

  it('offers nothing more when the description fits', () => {
    render(<ReadOn className="bio" html="<p>Short and whole.</p>" max={60} />);
    expect(screen.getByText('Short and whole.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
