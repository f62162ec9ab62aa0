// The dashboard's week against the week before: visitors, page views and leads of the last 7 days,
// each with last week's figure and the change (the Insights report of those days).

import { INSIGHTS_PATH } from '@agency/shared/contract';
import { changeText, lastDaysRange } from '@agency/shared/contract/insights';
import { insightMessages } from '@agency/shared/contract/messages';
import { Link } from '@agency/shared/router';
import { useGetInsightReportQuery } from '@agency/shared/staff-api';
import { Message, Spinner } from '@agency/shared/ui';
import './week-on-week.css';

const m = insightMessages.week;
const FIGURES = ['visitors', 'views', 'leads'] as const;

export function WeekOnWeek() {
  const { data, isLoading, isError } = useGetInsightReportQuery(lastDaysRange(7));
  return (
    <section className="week-on-week" aria-labelledby="week-on-week-title">
      <h2 id="week-on-week-title">{m.title}</h2>
      {isLoading ? <Spinner label={m.loading} showLabel /> : null}
      {isError ? <Message tone="error">{m.loadFailed}</Message> : null}
      {data ? (
        <dl className="week-on-week__figures">
          {FIGURES.map((figure) => (
            <div key={figure}>
              <dt>{insightMessages.screen.totals[figure]}</dt>
              <dd>
                <strong>{data.totals[figure].toLocaleString('en-GB')}</strong>
                <small>{m.lastWeek(data.previous[figure], changeText(data.totals[figure], data.previous[figure]))}</small>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Link to={INSIGHTS_PATH}>{m.more}</Link>
    </section>
  );
}
