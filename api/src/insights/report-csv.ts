// The Insights report as CSV (one table of sections: a `section` column, then its row's values), with
// the contact export's cell escaping (formulas defused).

import type { InsightReport } from '@agency/shared/contract/insights';
import { BYTE_ORDER_MARK, csvCell } from '../contacts/contacts-csv';

type Cell = string | number;

const line = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const insightReportCsv = (report: InsightReport): string => {
  const rows: Cell[][] = [
    ['section', 'key', 'detail', 'views', 'visitors', 'leads / count', 'value'],
    ['range', `${report.from}..${report.to}`, '', report.totals.views, report.totals.visitors, report.totals.leads, ''],
    [
      'previous',
      `${report.previous.from}..${report.previous.to}`,
      '',
      report.previous.views,
      report.previous.visitors,
      report.previous.leads,
      '',
    ],
    ...report.daily.map((row): Cell[] => ['day', row.day, '', row.views, row.visitors, '', '']),
    ...report.topPages.map((row): Cell[] => ['page', row.path, '', row.views, row.visitors, '', '']),
    ...report.referrers.map((row): Cell[] => ['referrer', row.referrer, '', row.views, row.visitors, '', '']),
    ...report.campaigns.map((row): Cell[] => [
      'campaign',
      row.utmCampaign,
      `${row.utmSource} / ${row.utmMedium}`,
      row.views,
      row.visitors,
      '',
      '',
    ]),
    ...report.channels.map((row): Cell[] => ['channel', row.channel, '', row.views, row.visitors, '', '']),
    ...report.devices.map((row): Cell[] => ['device', row.device, '', row.views, row.visitors, '', '']),
    ...report.vitals.map((row): Cell[] => ['vital', row.path, row.metric, '', '', row.samples, `${row.p75} (${row.rating})`]),
    ...report.errors.map((row): Cell[] => [
      'error',
      `${row.remote}@${row.version}`,
      `${row.message} ${row.file}`.trim(),
      '',
      '',
      row.count,
      '',
    ]),
    ...report.leadsByLandingPage.map((row): Cell[] => [
      'leads by landing page',
      row.landingPage,
      '',
      '',
      row.visitors,
      row.leads,
      row.conversion.toFixed(4),
    ]),
    ...report.leadsByChannel.map((row): Cell[] => ['leads by channel', row.channel, '', '', '', row.leads, '']),
    ...report.leadsByCampaign.map((row): Cell[] => ['leads by campaign', row.utmCampaign, '', '', '', row.leads, '']),
  ];
  return BYTE_ORDER_MARK + rows.map(line).join('');
};
