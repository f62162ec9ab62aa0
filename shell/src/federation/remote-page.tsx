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

const useRemotePage = (remote: RemoteName, page: string, attempt: number): PageResult | undefined => {
  const [result, setResult] = useState(() => settledPage(remote, page));
  useEffect(() => {
    let current = true;
    setResult(settledPage(remote, page));
    void pagePromise(remote, page).then((loaded) => {
      if (current) setResult(loaded);
    });
    return () => {
      current = false;
    };
  }, [remote, page, attempt]);
  return result;
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
