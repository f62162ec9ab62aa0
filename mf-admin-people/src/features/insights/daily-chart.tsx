// Visitors per day as bars in inline SVG: one small chart needs no charting library (0 KB added).

import type { InsightReport } from '@agency/shared/contract/insights';
import { insightMessages as m } from '@agency/shared/contract/messages';

const WIDTH = 600;
const HEIGHT = 120;

export function DailyChart({ daily }: Pick<InsightReport, 'daily'>) {
  const top = Math.max(1, ...daily.map((day) => day.visitors));
  const step = WIDTH / Math.max(1, daily.length);
  return (
    <figure className="insights__chart">
      <figcaption>{m.screen.dailyChart}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={m.screen.dailyChart} preserveAspectRatio="none">
        {daily.map((day, index) => {
          const height = (day.visitors / top) * (HEIGHT - 4);
          return (
            <rect key={day.day} x={index * step + 1} y={HEIGHT - height} width={Math.max(1, step - 2)} height={height}>
              <title>{`${day.day}: ${day.visitors}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
