// Samples per page and metric, as insight_sum_page_vitals holds them (a column per metric): the
// report ranks pages by these and reads the histograms only of the pages it shows.

import { sql } from 'kysely';
import { VITAL_NAMES, type VitalName } from '@agency/shared/contract/insights';

export const SAMPLE_COLUMNS = ['lcp', 'inp', 'cls', 'fcp', 'ttfb'] as const;
export type SampleColumn = (typeof SAMPLE_COLUMNS)[number];

export const columnOf = (metric: VitalName): SampleColumn => metric.toLowerCase() as SampleColumn;

/** Over insight_vitals rows: each metric's samples in its own column. */
export const samplesPerMetric = VITAL_NAMES.map((metric) =>
  sql<number>`sum(case when metric = ${metric} then count else 0 end)`.as(columnOf(metric)),
);

/** Over insight_sum_page_vitals rows: each column summed. */
export const summedSamples = SAMPLE_COLUMNS.map((column) => sql<number>`sum(${sql.ref(column)})`.as(column));

export interface VitalSamples {
  path: string;
  metric: VitalName;
  samples: number;
}

/** Per-page rows (a column per metric, possibly several rows a page) as one entry per page and metric with samples. */
export const samplesOf = (rows: ReadonlyArray<{ path: string } & Record<SampleColumn, number | string>>): VitalSamples[] => {
  const byPage = new Map<string, Record<SampleColumn, number>>();
  for (const row of rows) {
    const sums = byPage.get(row.path) ?? { lcp: 0, inp: 0, cls: 0, fcp: 0, ttfb: 0 };
    for (const column of SAMPLE_COLUMNS) sums[column] += Number(row[column]);
    byPage.set(row.path, sums);
  }
  return [...byPage].flatMap(([path, sums]) =>
    VITAL_NAMES.filter((metric) => sums[columnOf(metric)] > 0).map((metric) => ({ path, metric, samples: sums[columnOf(metric)] })),
  );
};
