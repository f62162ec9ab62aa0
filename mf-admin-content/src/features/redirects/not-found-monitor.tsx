// The 404 monitor: addresses visitors missed, most recent first, with how often, when last and
// from where; "Redirect this" hands the address to the add form, "Ignore" hides it.

import { useState } from 'react';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { formatDateTime } from '@agency/shared/admin';
import { useGetNotFoundPageQuery, useSetNotFoundIgnoredMutation } from '@agency/shared/staff-api';
import { Message } from '@agency/shared/ui';

export function NotFoundMonitor({ onRedirect }: { onRedirect: (path: string) => void }) {
  const [page] = useState(1);
  const log = useGetNotFoundPageQuery({ page, ignored: false });
  const [setIgnored] = useSetNotFoundIgnoredMutation();
  const c = m.notFoundColumns;
  return (
    <section aria-labelledby="not-found-title">
      <h2 id="not-found-title">{m.notFoundTitle}</h2>
      <p className="admin-page__intro">{m.notFoundIntro}</p>
      {log.isError ? <Message tone="error">{m.loadFailed}</Message> : null}
      {log.data && log.data.data.length === 0 ? <p>{m.notFoundEmpty}</p> : null}
      {log.data && log.data.data.length > 0 ? (
        <table className="admin-table">
          <caption className="ui-visually-hidden">{m.notFoundTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{c.path}</th>
              <th scope="col">{c.hits}</th>
              <th scope="col">{c.lastSeen}</th>
              <th scope="col">{c.referrers}</th>
              <th scope="col">
                <span className="ui-visually-hidden">{m.redirectThis}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.data.map((entry) => (
              <tr key={entry.path}>
                <td>{entry.path}</td>
                <td>{entry.hits}</td>
                <td>
                  <time dateTime={entry.lastSeen}>{formatDateTime(entry.lastSeen)}</time>
                </td>
                <td>{entry.referrers.map((referrer) => referrer.url).join(', ')}</td>
                <td className="admin-table__actions">
                  {entry.redirected ? (
                    <span>{m.redirected}</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-primary btn-small"
                      aria-label={m.redirectThisLabel(entry.path)}
                      onClick={() => onRedirect(entry.path)}
                    >
                      {m.redirectThis}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    aria-label={m.ignoreLabel(entry.path)}
                    onClick={() => void setIgnored({ path: entry.path, ignored: true })}
                  >
                    {m.ignore}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
