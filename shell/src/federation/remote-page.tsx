// Renders one page of a remote inside its own boundary: loading, the page, or the
// "temporarily unavailable" frame with Retry.

import { useCallback, useEffect, useState } from 'react';
import type { RemoteName } from '@agency/shared/contract';
import { Spinner } from '@agency/shared/ui';
import { forgetRemote, pagePromise, settledPage, type PageResult } from './remote-pages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  remote: RemoteName;
  page: string;
}

// The result is stored with the page it belongs to: when the route moves to another
// page, the same instance must not render the previous page once more under the new
// address (a blog post rendered at /contact redirected the visitor back to itself).
const useRemotePage = (remote: RemoteName, page: string, attempt: number): PageResult | undefined => {
  const key = `${remote}/${page}`;
  const [loaded, setLoaded] = useState(() => ({ key, result: settledPage(remote, page) }));
  useEffect(() => {
    let current = true;
    setLoaded({ key, result: settledPage(remote, page) });
    void pagePromise(remote, page).then((result) => {
      if (current) setLoaded({ key, result });
    });
    return () => {
      current = false;
    };
  }, [key, remote, page, attempt]);
  return loaded.key === key ? loaded.result : settledPage(remote, page);
};

export function RemotePage({ remote, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const result = useRemotePage(remote, page, attempt);

  if (!result) return <Spinner />;
  if (result.status === 'unavailable') return <RemoteUnavailable onRetry={retry} />;
  const { Component } = result;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Component />
    </RemoteErrorBoundary>
  );
}
