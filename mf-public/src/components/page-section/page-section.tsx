// One section of a page in its own Suspense boundary, so React hydrates a server-rendered
// page section by section instead of all at once. A `deferred` section (below the fold)
// hydrates only when it comes near the viewport or the visitor touches it
// (watch-section.ts); until then it is the server's markup, its links plain links. Given
// its `code` (section-code.ts) instead of children, it also downloads the section's code
// only then. Hydrating changes nothing on screen. A `serverOnly` section (nothing in it
// changes or answers after the server rendered it) is never hydrated on a server-rendered
// page: its markup stays as sent and its code is never downloaded, an island of plain HTML; nor is
// the data only it shows sent with the page (the server's hydration view leaves it out).
// A page the browser renders itself (after a navigation) has no section boundaries: a section
// whose code is still on its way suspends the whole page to the shell's page boundary
// (RemotePage), so the page appears whole instead of its sections popping in.

import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@agency/shared/router';
import { useHydrated, useHydrationView, useIsServerRender } from '@agency/shared/ui';
import { createGate, OPEN_GATE, type HydrationGate } from './hydration-gate';
import type { SectionCode } from './section-code';
import { watchSection } from './watch-section';
import './page-section.css';
import './section-sizes.css';

export type PageSectionProps = {
  /** Below the fold: hydrate when near the viewport or touched. */
  deferred?: boolean;
  /** A full-width block of the page's flow that starts below the fold: the browser also skips its
   *  style, layout and paint until it comes near the viewport (CSS `content-visibility: auto`).
   *  Not for a grid or flex item that other rules place (the wrapper becomes the box). */
  skipOffscreen?: boolean;
  /** Its server markup is final (no handler, no state, links that work as plain links): a
   *  server-rendered page keeps it as sent, never hydrating it nor downloading its code. */
  serverOnly?: boolean;
  /** With skipOffscreen: the section's measured size until first drawn, a name of section-sizes.css
   *  (`section-size--{size}`). */
  size?: string;
} & ({ children: ReactNode; code?: never } | { code: SectionCode; children?: never });

/** A section whose code loads on its own: it suspends until the code is here. */
function SectionBody({ code }: { code: SectionCode }) {
  const Component = code.Component ?? use(code.load());
  return <Component />;
}

function Gate({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  // Rendered afresh instead of hydrated (React does so with a boundary that changed before
  // it was hydrated), the section renders at once: the same markup, so nothing moves.
  const hydrating = !useHydrated();
  use(hydrating ? gate.promise : OPEN_GATE.promise);
  return children;
}

export function PageSection({ deferred = false, skipOffscreen = false, serverOnly = false, size, children, code }: PageSectionProps) {
  const hydrating = !useHydrated();
  const onServer = useIsServerRender();
  const hydrationView = useHydrationView();
  const leftOut = serverOnly && hydrationView;
  const [renderedByBrowser] = useState(!hydrating && !onServer);
  const wrapper = useRef<HTMLDivElement>(null);
  // Only the browser waits: the server renders every section.
  const [gate] = useState(() => ((deferred || serverOnly) && hydrating && !onServer ? createGate() : OPEN_GATE));
  // A navigation re-renders what reads the address (links in a footer still to hydrate):
  // React then hydrates the section at once, and a section waiting behind its gate would
  // hold the navigation back for good. So a navigation opens the gate first.
  const { key } = useLocation();
  const [hydratedAt] = useState(key);
  if (key !== hydratedAt) gate.open();
  useEffect(() => {
    // A server-only section's gate opens on a navigation alone (then the browser renders it).
    if (serverOnly || gate.isOpen() || !wrapper.current) return undefined;
    return watchSection(wrapper.current, gate.open);
  }, [gate, serverOnly]);

  // The same element while the children are the same: a boundary React is still to hydrate
  // must not receive an update (this component re-renders once hydration is over).
  const boundary = useMemo(() => {
    const body = leftOut ? null : code ? <SectionBody code={code} /> : children;
    return renderedByBrowser ? (
      body
    ) : (
      <Suspense fallback={null}>
        <Gate gate={gate}>{body}</Gate>
      </Suspense>
    );
  }, [gate, children, code, renderedByBrowser, leftOut]);
  return (
    <div
      ref={wrapper}
      className={skipOffscreen ? `page-section page-section--skip-offscreen${size ? ` section-size--${size}` : ''}` : 'page-section'}
    >
      {boundary}
    </div>
  );
}
