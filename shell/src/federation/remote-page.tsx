// Renders one page of a remote inside its own boundary: loading, the page, or the
// "temporarily unavailable" frame with Retry.

import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RemoteName } from '@agency/shared/contract';
import { Spinner } from '@agency/shared/ui';
import { forgetRemote, pagePromise, settledPage, type PageResult } from './remote-pages';
import { onRemoteChanged } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  remote: RemoteName;
  page: string;
}

/** Counts the releases and rollbacks of `remote` seen since this component mounted. */
const useRemoteReleases = (remote: RemoteName): number => {
  const [releases, setReleases] = useState(0);
  useEffect(() => onRemoteChanged((changed) => changed === remote && setReleases((n) => n + 1)), [remote]);
  return releases;
};

// The result is stored with the page it belongs to: when the route moves to another
// page, the same instance must not render the previous page once more under the new
// address (a blog post rendered at /contact redirected the visitor back to itself).
// A page already on screen when its remote switches versions (a navigation's registry check
// can finish after the page rendered from the old one) stays until the new version's is here.
const useRemotePage = (remote: RemoteName, page: string, attempt: number): PageResult | undefined => {
  const key = `${remote}/${page}`;
  const releases = useRemoteReleases(remote);
  const [loaded, setLoaded] = useState(() => ({ key, result: settledPage(remote, page) }));
  const shownRelease = useRef(releases);
  useEffect(() => {
    let current = true;
    const switchingVersion = shownRelease.current !== releases;
    shownRelease.current = releases;
    const settled = settledPage(remote, page);
    setLoaded((shown) =>
      switchingVersion && !settled && shown.key === key && shown.result?.status === 'ready' ? shown : { key, result: settled },
    );
    void pagePromise(remote, page).then((result) => {
      if (current) setLoaded({ key, result });
    });
    return () => {
      current = false;
    };
  }, [key, remote, page, attempt, releases]);
  return loaded.key === key ? loaded.result : settledPage(remote, page);
};

export function RemotePage({ remote, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const result = useRemotePage(remote, page, attempt);
  const Component = result?.status === 'ready' ? result.Component : undefined;
  // One element per page component: this frame re-renders as the page's load settles after
  // hydration, and a new element would re-render the whole page, reaching into the page's
  // sections that are still to be hydrated (components/page-section in the public remote).
  // The page's own boundary: a page the browser renders appears once all of its sections' code is here.
  const element = useMemo(
    () =>
      Component ? (
        <Suspense fallback={<Spinner />}>
          <Component />
        </Suspense>
      ) : null,
    [Component],
  );

  if (!result) return <Spinner />;
  if (result.status === 'unavailable') return <RemoteUnavailable onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      {element}
    </RemoteErrorBoundary>
  );
}
