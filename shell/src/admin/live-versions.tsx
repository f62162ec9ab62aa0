// Which version of each remote is live, and any canary beside it with its share and which of the two
// this browser loads; staff can open the site on every canary themselves, to try one before it gets
// traffic (a canary at 0 %); each version's health from real visits, side by side.

import { useEffect, useState } from 'react';
import { REMOTES, type RemoteRelease } from '@agency/shared/contract';
import { CANARY_OPT_IN_COOKIE, canaryChoiceOf, takesCanary } from '@agency/shared/contract/canary';
import { canaryMessages as m } from '@agency/shared/contract/messages';
import { VERSION_HEALTH_POLL_MS } from '@agency/shared/contract/insights';
import { useGetVersionHealthQuery } from '@agency/shared/staff-api';
import {
  currentRegistry,
  ensureRegistry,
  fetchFullRegistry,
  refreshRegistry,
  registrySettled,
  versionOf,
  type RemoteRegistry,
} from '../federation/remote-registry';
import { VersionHealthTable } from './version-health-table';

/** Opts this browser in or out; the remotes it loads switch as after a release (at the next navigation). */
const setOptIn = async (on: boolean) => {
  document.cookie = on ? `${CANARY_OPT_IN_COOKIE}=1; Path=/; SameSite=Lax` : `${CANARY_OPT_IN_COOKIE}=; Path=/; Max-Age=0`;
  await refreshRegistry();
};

function CanaryLine({ release }: { release: RemoteRelease | undefined }) {
  const canary = release?.canary;
  if (!canary) return null;
  const which = takesCanary(canary.percent, canaryChoiceOf(document.cookie)) ? 'canary' : 'live';
  return (
    <p className="dashboard__canary">
      {m.canary(canary.version, canary.percent)} · {m.thisBrowser(which)}
    </p>
  );
}

export function LiveVersions() {
  const [registry, setRegistry] = useState<RemoteRegistry>(currentRegistry);
  const [full, setFull] = useState<RemoteRegistry>({});
  const [optedIn, setOptedIn] = useState(() => canaryChoiceOf(document.cookie).optedIn);
  // Each version's health from real visits, asked again every minute while the dashboard is open.
  const { data: health } = useGetVersionHealthQuery(undefined, { pollingInterval: VERSION_HEALTH_POLL_MS });

  useEffect(() => {
    let current = true;
    void ensureRegistry()
      .then(registrySettled)
      .then(() => current && setRegistry({ ...currentRegistry() }))
      .catch(() => undefined);
    void fetchFullRegistry()
      .then((entries) => current && setFull(entries))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const anyCanary = Object.values(full).some((release) => release?.canary);
  return (
    <section className="dashboard__versions" aria-labelledby="live-versions-title">
      <h2 id="live-versions-title">{m.title}</h2>
      <dl>
        {REMOTES.map(({ name, label }) => (
          <div key={name} className="dashboard__version">
            <dt>{label}</dt>
            <dd>
              <code>{full[name]?.version ?? versionOf(registry[name]) ?? m.notLoaded}</code>
              <CanaryLine release={full[name]} />
              {health?.remotes
                .filter((remote) => remote.remote === name)
                .map((remote) => (
                  <VersionHealthTable key={remote.remote} health={remote} />
                ))}
            </dd>
          </div>
        ))}
      </dl>
      {optedIn && <p>{m.optedIn}</p>}
      {(anyCanary || optedIn) && (
        <button
          type="button"
          className="button"
          onClick={() => {
            void setOptIn(!optedIn).then(() => {
              setOptedIn(!optedIn);
              setRegistry({ ...currentRegistry() });
            });
          }}
        >
          {optedIn ? m.optOut : m.optIn}
        </button>
      )}
    </section>
  );
}
