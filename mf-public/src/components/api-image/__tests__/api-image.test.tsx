import { fireEvent, render, screen } from '@testing-library/react';
import { ApiImage } from '../api-image';

const STORED = '0123456789abcdef01234567.webp';

describe('ApiImage', () => {
  it('offers the 400 and 800 px variants the API stores beside an image, with its size', () => {
    render(<ApiImage kind="blog" file={STORED} alt="Chart" width={600} height={400} sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Chart' });
    expect(image).toHaveAttribute('src', `/api/blogimg/${STORED}`);
    expect(image).toHaveAttribute(
      'srcset',
      [
        '/api/blogimg/0123456789abcdef01234567-400w.webp 400w',
        '/api/blogimg/0123456789abcdef01234567-800w.webp 800w',
        `/api/blogimg/${STORED} 1600w`,
      ].join(', '),
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads the page main image at once', () => {
    render(<ApiImage kind="about" file={STORED} alt="Team" width={10} height={7} priority />);
    expect(screen.getByRole('img', { name: 'Team' })).toHaveAttribute('loading', 'eager');
  });

  it('falls back to the original when a variant is missing', () => {
    render(<ApiImage kind="work" file={STORED} alt="Work" width={10} height={7} />);
    const image = screen.getByRole('img', { name: 'Work' });
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('gives no srcset for names the API does not vary, and keeps the slot of a missing image', () => {
    const { rerender } = render(<ApiImage kind="team" file="photo.png" alt="Photo" width={10} height={10} />);
    expect(screen.getByRole('img', { name: 'Photo' })).not.toHaveAttribute('srcset');
    rerender(<ApiImage kind="team" file="" alt="Nobody" width={4} height={3} />);
    expect(screen.getByRole('img', { name: 'Nobody' })).toHaveStyle({ aspectRatio: '4 / 3' });
  });
});
