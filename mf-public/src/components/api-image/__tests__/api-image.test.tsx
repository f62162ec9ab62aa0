import { renderToString } from 'react-dom/server';
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

  it("asks for the page's main image from the head, with its variants: the server writes the preload before the markup", () => {
    const html = renderToString(<ApiImage kind="blog" file={STORED} alt="Chart" width={600} height={400} sizes="50vw" priority />);
    const preload = /^<link rel="preload"[^>]*>/.exec(html)?.[0];
    expect(preload).toContain('as="image"');
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain('imageSrcSet="/api/blogimg/0123456789abcdef01234567-400w.webp 400w');
    expect(preload).toContain('imageSizes="50vw"');
    expect(renderToString(<ApiImage kind="blog" file={STORED} alt="Chart" width={600} height={400} />)).not.toContain('preload');
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
