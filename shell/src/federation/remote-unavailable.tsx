// The frame a remote's route shows while that remote cannot be loaded.

import { routerMessages } from '@agency/shared/contract';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <section className="remote-unavailable" role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title">{routerMessages.remoteUnavailable}</h2>
      <p>The rest of the site keeps working. Please try again in a moment.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {routerMessages.retry}
      </button>
    </section>
  );
}
