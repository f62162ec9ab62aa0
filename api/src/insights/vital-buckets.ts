// Core Web Vitals are stored as histograms (per day, page and metric) so p75 over any range is a sum
// of rows, not a scan of raw events: bucket b holds values up to 1.05^b (CLS in thousandths), so a
// percentile read back is at most 5% above the true one.

import type { VitalName } from '@agency/shared/contract/insights';

const GROWTH = 1.05;
const scaleOf = (metric: VitalName | string): number => (metric === 'CLS' ? 1000 : 1);

export const bucketOf = (metric: VitalName, value: number): number => {
  const scaled = value * scaleOf(metric);
  return scaled <= 1 ? 0 : Math.ceil(Math.log(scaled) / Math.log(GROWTH));
};

/** The highest value a bucket holds. */
export const bucketValue = (metric: VitalName | string, bucket: number): number => {
  const value = GROWTH ** bucket / scaleOf(metric);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
};

/** The value below which `share` of the counted values lie (null with no values). */
export const percentileOf = (
  metric: VitalName | string,
  buckets: ReadonlyArray<{ bucket: number; count: number }>,
  share = 0.75,
): number | null => {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, row) => sum + Number(row.count), 0);
  if (total === 0) return null;
  let seen = 0;
  for (const row of sorted) {
    seen += Number(row.count);
    if (seen >= share * total) return bucketValue(metric, row.bucket);
  }
  return bucketValue(metric, sorted[sorted.length - 1].bucket);
};
