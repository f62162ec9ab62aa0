// One remote's live version and canary side by side: page views, client errors per 1,000 views and
// p75 INP and LCP over the canary's hours (GET /insights/versions).

import type { RemoteVersionHealth, VersionHealth } from '@agency/shared/contract/insights';
import { canaryMessages as m } from '@agency/shared/contract/messages';

const shown = (value: number | null, unit?: (n: number) => string) => (value === null ? m.noValue : unit ? unit(value) : String(value));

function HealthRow({ label, health }: { label: string; health: VersionHealth }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <code>{health.version}</code>
      </td>
      <td>{health.views}</td>
      <td>{shown(health.errorsPerThousand)}</td>
      <td>{shown(health.inpP75, m.milliseconds)}</td>
      <td>{shown(health.lcpP75, m.milliseconds)}</td>
    </tr>
  );
}

export function VersionHealthTable({ health }: { health: RemoteVersionHealth }) {
  const columns = m.healthColumns;
  return (
    <>
      {health.canary && (
        <table className="dashboard__health">
          <caption>{m.healthCaption(health.remote)}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{columns.version}</th>
              <th scope="col">{columns.views}</th>
              <th scope="col">{columns.errors}</th>
              <th scope="col">{columns.inp}</th>
              <th scope="col">{columns.lcp}</th>
            </tr>
          </thead>
          <tbody>
            <HealthRow label={m.healthRows.live} health={health.live} />
            <HealthRow label={m.healthRows.canary} health={health.canary} />
          </tbody>
        </table>
      )}
      {health.lastAborted && (
        <p className="dashboard__aborted">
          {m.aborted(health.lastAborted.version, health.lastAborted.reason, new Date(health.lastAborted.at).toLocaleString())}
        </p>
      )}
    </>
  );
}
