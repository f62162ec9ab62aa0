// Which version of each remote is live, so staff can tell what is running (issue 8).

import { useEffect, useState } from 'react';
import { REMOTES } from '@agency/shared/contract';
import { currentRegistry, ensureRegistry, registrySettled, versionOf, type RemoteRegistry } from '../federation/remote-registry';

export function LiveVersions() {
  const [registry, setRegistry] = useState<RemoteRegistry>(currentRegistry);

  useEffect(() => {
    let current = true;
    void ensureRegistry()
      .then(registrySettled)
      .then(() => current && setRegistry({ ...currentRegistry() }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="dashboard__versions" aria-labelledby="live-versions-title">
      <h2 id="live-versions-title">Live versions</h2>
      <dl>
        {REMOTES.map(({ name, label }) => (
          <div key={name} className="dashboard__version">
            <dt>{label}</dt>
            <dd>
              <code>{versionOf(registry[name]) ?? 'not loaded'}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
