import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { sanitizeRichHtml } from '../sanitize-rich-html';
import { SafeHtml } from '../safe-html';

jest.mock('../sanitize-rich-html', () => {
  const actual = jest.requireActual('../sanitize-rich-html');
  return { sanitizeRichHtml: jest.fn(actual.sanitizeRichHtml) };
});

const sanitize = jest.mocked(sanitizeRichHtml);
const STORED = '<p>Hello <strong>there</strong></p>';
const HOSTILE = '<p>Hi</p><img src="/x.png" onerror="alert(1)"><script>alert(2)</script>';

beforeEach(() => sanitize.mockClear());

describe('SafeHtml', () => {
  it('sanitizes rich HTML the browser renders itself, once the sanitizer has loaded', async () => {
    const { container } = render(<SafeHtml html={HOSTILE} className="body" />);
    await waitFor(() => expect(container.querySelector('.body p')).toHaveTextContent('Hi'));
    expect(container.querySelector('.body')?.innerHTML).toBe('<p>Hi</p><img src="/x.png">');
    expect(sanitize).toHaveBeenCalledWith(HOSTILE);
  });

  it('adopts server-rendered markup without loading the sanitizer, and sanitizes HTML that changes later', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SafeHtml html={STORED} className="body" />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <SafeHtml html={STORED} className="body" />);
    });
    expect(screen.getByText('there')).toBeInTheDocument();
    expect(sanitize).not.toHaveBeenCalled();

    await act(async () => root?.render(<SafeHtml html={HOSTILE} className="body" />));
    await waitFor(() => expect(container.querySelector('.body')?.innerHTML).toBe('<p>Hi</p><img src="/x.png">'));
    expect(sanitize).toHaveBeenCalledWith(HOSTILE);
    act(() => root?.unmount());
    container.remove();
  });
});
