// A published post's or service's own figures in its editor: views, visitors, the leads whose
// visit landed on it and its p75 LCP / INP over the last 30 days (GET /insights/page).

import { vitalRatingClass } from '@agency/shared/admin';
import { INSIGHTS_PATH } from '@agency/shared/contract';
import { insightMessages } from '@agency/shared/contract/messages';
import { Link } from '@agency/shared/router';
import { useGetPageInsightQuery } from '@agency/shared/staff-api';
import { Message, Spinner } from '@agency/shared/ui';
import './page-insight-panel.css';

const m = insightMessages.page;

export function PageInsightPanel({ path }: { path: string }) {
  const { data, isLoading, isError } = useGetPageInsightQuery(path);
  return (
    <section className="page-insight" aria-labelledby="page-insight-title">
      <h2 id="page-insight-title" className="page-insight__title">
        {m.title}
      </h2>
      {isLoading ? <Spinner label={m.loading} showLabel /> : null}
      {isError ? <Message tone="error">{m.loadFailed}</Message> : null}
      {data ? (
        <>
          <dl className="page-insight__figures">
            {(
              [
                [m.views, data.views],
                [m.visitors, data.visitors],
                [m.leads, data.leads],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value.toLocaleString('en-GB')}</dd>
              </div>
            ))}
          </dl>
          {data.vitals.length === 0 ? (
            <p className="page-insight__none">{m.noVitals}</p>
          ) : (
            <ul className="page-insight__vitals">
              {data.vitals.map((vital) => (
                <li key={vital.metric} className={`page-insight__vital ${vitalRatingClass(vital.rating)}`}>
                  {m.vital(vital.metric, `${Math.round(vital.p75)} ms`, insightMessages.screen.ratings[vital.rating])}
                </li>
              ))}
            </ul>
          )}
          <Link to={INSIGHTS_PATH}>{m.more}</Link>
        </>
      ) : null}
    </section>
  );
}
