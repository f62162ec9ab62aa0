// The site's p75 LCP and INP day by day over the range, one small bar chart each in inline SVG, every
// bar coloured by Google's rating of its day (good, needs improvement, poor) and named in its title.

import { TREND_VITALS, type InsightReport } from '@agency/shared/contract/insights';
import { insightMessages as m } from '@agency/shared/contract/messages';

const WIDTH = 600;
const HEIGHT = 80;

export function VitalsTrendChart({ trend }: { trend: InsightReport['vitalsTrend'] }) {
  return (
    <>
      {TREND_VITALS.map((metric) => {
        const days = trend.filter((row) => row.metric === metric);
        if (days.length === 0) return null;
        const top = Math.max(1, ...days.map((row) => row.p75));
        const step = WIDTH / days.length;
        const label = m.screen.vitalsTrend(metric);
        return (
          <figure key={metric} className="insights__chart insights__chart--trend">
            <figcaption>{label}</figcaption>
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
              {days.map((row, index) => {
                const height = (row.p75 / top) * (HEIGHT - 4);
                return (
                  <rect
                    key={row.day}
                    className={`insights__trend--${row.rating}`}
                    x={index * step + 1}
                    y={HEIGHT - height}
                    width={Math.max(1, step - 2)}
                    height={height}
                  >
                    <title>{m.screen.vitalsTrendDay(row.day, `${row.p75} ms`, m.screen.ratings[row.rating])}</title>
                  </rect>
                );
              })}
            </svg>
          </figure>
        );
      })}
    </>
  );
}
