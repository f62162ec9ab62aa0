import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Link, NavLink, useLocation } from '@agency/shared/router';
import { ServerResponseContext } from '@agency/shared/ui';
import { PageSection } from '../page-section';
import { sectionCode, type SectionCode } from '../section-code';
import { isHydrated } from '../../../testing/server-rendered-page';

/** A section that says whether React owns it: its button counts clicks once hydrated. */
function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {name} clicked {clicks}
      </button>
    </section>
  );
}

function Sections() {
  const { pathname } = useLocation();
  return (
    <>
      <p>At {pathname}</p>
      <PageSection>
        <Counter name="Hero" />
        <Link to="/next">Next page</Link>
      </PageSection>
      <PageSection deferred>
        <Counter name="Pricing" />
        <NavLink to="/">Home</NavLink>
      </PageSection>
    </>
  );
}

const Page = () => (
  <MemoryRouter initialEntries={['/']}>
    <Sections />
  </MemoryRouter>
);

/** IntersectionObserver stand-in: the test says when an observed element comes near. */
const observed: Array<{ element: Element; callback: IntersectionObserverCallback }> = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {
    observed.splice(0, observed.length, ...observed.filter((entry) => entry.callback !== this.callback));
  }
}
const scrollNear = (element: Element) => {
  for (const entry of observed.filter((o) => o.element === element)) {
    entry.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
};

let container: HTMLDivElement;
let root: ReturnType<typeof hydrateRoot> | undefined;
beforeEach(() => {
  observed.length = 0;
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServerResponseContext.Provider value={{ status: 200 }}>
      <Page />
    </ServerResponseContext.Provider>,
  );
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const hydrate = async () => {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
};

describe('PageSection', () => {
  it('renders every section on the server', () => {
    expect(container.textContent).toContain('Hero clicked 0');
    expect(container.textContent).toContain('Pricing clicked 0');
  });

  it('hydrates a deferred section only when it comes near the viewport, keeping its markup meanwhile', async () => {
    await hydrate();
    const pricing = screen.getByRole('button', { name: /Pricing/ });
    expect(isHydrated(screen.getByRole('button', { name: /Hero/ }))).toBe(true);
    expect(isHydrated(pricing)).toBe(false);
    expect(pricing).toBeVisible();

    await act(async () => scrollNear(screen.getByRole('region', { name: 'Pricing' })));
    expect(isHydrated(pricing)).toBe(true);
    expect(screen.getByRole('button', { name: /Pricing/ })).toBe(pricing);
    fireEvent.click(pricing);
    expect(pricing).toHaveTextContent('Pricing clicked 1');
  });

  it('hydrates a deferred section the visitor touches, and its handler gets that very click', async () => {
    await hydrate();
    const pricing = screen.getByRole('button', { name: /Pricing/ });
    expect(isHydrated(pricing)).toBe(false);
    await act(async () => {
      fireEvent.pointerDown(pricing);
      fireEvent.click(pricing);
    });
    expect(isHydrated(pricing)).toBe(true);
    expect(pricing).toHaveTextContent('Pricing clicked 1');
  });

  it('lets a navigation through while a section that reads the address is still to hydrate', async () => {
    await hydrate();
    expect(isHydrated(screen.getByRole('button', { name: /Pricing/ }))).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Next page' })));
    expect(await screen.findByText('At /next')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('renders every section at once in a page the browser renders itself', () => {
    container.innerHTML = '';
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Pricing clicked 0' })).toBeInTheDocument();
    expect(observed).toHaveLength(0);
  });
});

describe('a PageSection with code of its own', () => {
  const Testimonials = () => <Counter name="Testimonials" />;
  /** The page with its deferred section given as code. */
  const CodePage = ({ code }: { code: SectionCode }) => (
    <MemoryRouter initialEntries={['/']}>
      <PageSection>
        <Counter name="Hero" />
      </PageSection>
      <PageSection deferred code={code} />
    </MemoryRouter>
  );
  /** The browser's copy of the section's code: it downloads when the test says. */
  const browserCode = () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const download = jest.fn(async () => {
      await arrived;
      return Testimonials;
    });
    return { code: sectionCode(download), download, arrive };
  };

  beforeEach(async () => {
    // The server has every section's code at hand.
    const onServer = sectionCode(async () => Testimonials);
    await onServer.load();
    container.innerHTML = renderToString(
      <ServerResponseContext.Provider value={{ status: 200 }}>
        <CodePage code={onServer} />
      </ServerResponseContext.Provider>,
    );
  });

  it('downloads the code when the section comes near the viewport, and hydrates the markup the server sent', async () => {
    const { code, download, arrive } = browserCode();
    await act(async () => {
      root = hydrateRoot(container, <CodePage code={code} />);
    });
    const testimonials = screen.getByRole('button', { name: /Testimonials/ });
    expect(download).not.toHaveBeenCalled();
    expect(testimonials).toBeVisible();

    await act(async () => scrollNear(screen.getByRole('region', { name: 'Testimonials' })));
    expect(download).toHaveBeenCalledTimes(1);
    expect(isHydrated(testimonials)).toBe(false);
    expect(testimonials).toBeVisible();

    await act(async () => arrive());
    expect(isHydrated(testimonials)).toBe(true);
    expect(screen.getByRole('button', { name: /Testimonials/ })).toBe(testimonials);
    fireEvent.click(testimonials);
    expect(testimonials).toHaveTextContent('Testimonials clicked 1');
  });

  it('shows a page the browser renders itself whole, once the code of its sections is here (nothing pops in)', async () => {
    container.innerHTML = '';
    const { code, download, arrive } = browserCode();
    await act(async () => {
      // The shell's page boundary (RemotePage) around the page.
      render(
        <Suspense fallback={<p>Loading the page</p>}>
          <CodePage code={code} />
        </Suspense>,
      );
    });
    expect(download).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hero' })).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'Testimonials clicked 0' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hero' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });
});

describe('a server-only PageSection', () => {
  const Facts = () => <Counter name="Facts" />;
  const FactsPage = ({ code }: { code: SectionCode }) => (
    <MemoryRouter initialEntries={['/']}>
      <Sections />
      <PageSection deferred serverOnly code={code} />
    </MemoryRouter>
  );

  beforeEach(async () => {
    const onServer = sectionCode(async () => Facts);
    await onServer.load();
    container.innerHTML = renderToString(
      <ServerResponseContext.Provider value={{ status: 200 }}>
        <FactsPage code={onServer} />
      </ServerResponseContext.Provider>,
    );
  });

  it('keeps the server markup of a server-rendered page as sent: never hydrated, its code never downloaded, near or touched', async () => {
    const download = jest.fn(async () => Facts);
    await act(async () => {
      root = hydrateRoot(container, <FactsPage code={sectionCode(download)} />);
    });
    const facts = screen.getByRole('button', { name: /Facts/ });
    await act(async () => {
      scrollNear(screen.getByRole('region', { name: 'Facts' }));
      fireEvent.pointerDown(facts);
      fireEvent.click(facts);
    });
    expect(download).not.toHaveBeenCalled();
    expect(isHydrated(facts)).toBe(false);
    expect(facts).toHaveTextContent('Facts clicked 0');
    // The rest of the page hydrated as before.
    expect(isHydrated(screen.getByRole('button', { name: /Hero/ }))).toBe(true);
  });

  it('renders like any other section in a page the browser renders itself', async () => {
    container.innerHTML = '';
    const download = jest.fn(async () => Facts);
    await act(async () => {
      render(<FactsPage code={sectionCode(download)} />);
    });
    expect(download).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Facts clicked 0' })).toBeInTheDocument();
  });
});

describe('PageSection skipOffscreen', () => {
  it('marks only the sections that ask for it, for the browser to skip while off screen', () => {
    const { container: page } = render(
      <MemoryRouter initialEntries={['/']}>
        <PageSection>
          <p>Hero</p>
        </PageSection>
        <PageSection deferred skipOffscreen>
          <p>Footer</p>
        </PageSection>
      </MemoryRouter>,
    );
    const [hero, footer] = page.querySelectorAll('.page-section');
    expect(hero).not.toHaveClass('page-section--skip-offscreen');
    expect(footer).toHaveClass('page-section--skip-offscreen');
  });
});
