// The Insights screen (staff): visitors, page views and leads for a date range against the period
// before it, visitors per day, top pages, referrers, campaigns, channels and devices, leads and
// conversion per landing page, leads per channel and campaign, Core Web Vitals at p75 per page
// coloured by Google's thresholds with the site's p75 LCP / INP day by day, client errors per remote version, and the CSV of it all.

import { useState } from 'react';
import type { InsightReport } from '@agency/shared/contract/insights';
import { insightMessages as m } from '@agency/shared/contract/messages';
import { fetchInsightsCsv, useGetInsightReportQuery, type InsightRange } from '@agency/shared/staff-api';
import { AdminPage, vitalRatingClass } from '@agency/shared/admin';
import { Message, Spinner } from '@agency/shared/ui';
import { DailyChart } from './daily-chart';
import { changeText } from '@agency/shared/contract/insights';
import { presetRange, PRESETS, type Preset } from './insight-range';
import { InsightTable } from './insight-table';
import { VitalsTrendChart } from './vitals-trend-chart';
import './insights.css';

const c = m.screen.columns;
const s = m.screen.sections;
const count = { numeric: true };

function Totals({ report }: { report: InsightReport }) {
  const items = [
    [m.screen.totals.visitors, report.totals.visitors, report.previous.visitors],
    [m.screen.totals.views, report.totals.views, report.previous.views],
    [m.screen.totals.leads, report.totals.leads, report.previous.leads],
  ] as const;
  return (
    <dl className="insights__totals">
      {items.map(([label, now, before]) => (
        <div key={label} className="admin-card insights__total">
          <dt>{label}</dt>
          <dd>
            {now}
            <small>{m.screen.versus(before, changeText(now, before))}</small>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Sections({ report }: { report: InsightReport }) {
  return (
    <div className="insights__grid">
      <InsightTable
        title={s.topPages}
        rows={report.topPages}
        rowKey={(r) => r.path}
        columns={[
          { label: c.page, cell: (r) => r.path },
          { label: c.views, cell: (r) => r.views, ...count },
          { label: c.visitors, cell: (r) => r.visitors, ...count },
        ]}
      />
      <InsightTable
        title={s.referrers}
        rows={report.referrers}
        rowKey={(r) => r.referrer}
        columns={[
          { label: c.referrer, cell: (r) => r.referrer },
          { label: c.visitors, cell: (r) => r.visitors, ...count },
        ]}
      />
      <InsightTable
        title={s.campaigns}
        rows={report.campaigns}
        rowKey={(r) => `${r.utmSource}/${r.utmMedium}/${r.utmCampaign}`}
        columns={[
          { label: c.campaign, cell: (r) => r.utmCampaign },
          { label: c.sourceMedium, cell: (r) => `${r.utmSource} / ${r.utmMedium}` },
          { label: c.visitors, cell: (r) => r.visitors, ...count },
        ]}
      />
      <InsightTable
        title={s.channels}
        rows={report.channels}
        rowKey={(r) => r.channel}
        columns={[
          { label: c.channel, cell: (r) => r.channel },
          { label: c.visitors, cell: (r) => r.visitors, ...count },
        ]}
      />
      <InsightTable
        title={s.devices}
        rows={report.devices}
        rowKey={(r) => r.device}
        columns={[
          { label: c.device, cell: (r) => r.device },
          { label: c.visitors, cell: (r) => r.visitors, ...count },
        ]}
      />
      <InsightTable
        title={s.leadsByLandingPage}
        rows={report.leadsByLandingPage}
        rowKey={(r) => r.landingPage}
        columns={[
          { label: c.page, cell: (r) => r.landingPage },
          { label: c.leads, cell: (r) => r.leads, ...count },
          { label: c.visitors, cell: (r) => r.visitors, ...count },
          { label: c.conversion, cell: (r) => `${(r.conversion * 100).toFixed(1)}%`, ...count },
        ]}
      />
      <InsightTable
        title={s.leadsByChannel}
        rows={report.leadsByChannel}
        rowKey={(r) => r.channel}
        columns={[
          { label: c.channel, cell: (r) => (r.channel === 'unknown' ? m.unknown : r.channel) },
          { label: c.leads, cell: (r) => r.leads, ...count },
        ]}
      />
      <InsightTable
        title={s.leadsByCampaign}
        rows={report.leadsByCampaign}
        rowKey={(r) => r.utmCampaign}
        columns={[
          { label: c.campaign, cell: (r) => r.utmCampaign },
          { label: c.leads, cell: (r) => r.leads, ...count },
        ]}
      />
      <InsightTable
        title={s.vitals}
        rows={report.vitals}
        rowKey={(r) => `${r.metric} ${r.path}`}
        columns={[
          { label: c.page, cell: (r) => r.path },
          { label: c.metric, cell: (r) => r.metric },
          { label: c.p75, cell: (r) => (r.metric === 'CLS' ? r.p75.toFixed(2) : `${r.p75} ms`), ...count },
          {
            label: c.rating,
            cell: (r) => <span className={`insights__rating ${vitalRatingClass(r.rating)}`}>{m.screen.ratings[r.rating]}</span>,
          },
          { label: c.samples, cell: (r) => r.samples, ...count },
        ]}
      />
      <InsightTable
        title={s.errors}
        rows={report.errors}
        rowKey={(r) => `${r.remote}@${r.version} ${r.message} ${r.file}`}
        columns={[
          { label: c.remote, cell: (r) => `${r.remote}@${r.version}` },
          { label: c.message, cell: (r) => `${r.message}${r.file ? ` (${r.file})` : ''}` },
          { label: c.count, cell: (r) => r.count, ...count },
        ]}
      />
    </div>
  );
}

export default function InsightsPage() {
  const [range, setRange] = useState<InsightRange>(() => presetRange('7'));
  const [exportFailed, setExportFailed] = useState(false);
  const { data: report, isFetching, isError } = useGetInsightReportQuery(range);
  const download = async () => {
    setExportFailed(false);
    try {
      const { blob, fileName } = await fetchInsightsCsv(range);
      const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: fileName });
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setExportFailed(true);
    }
  };
  return (
    <AdminPage title={m.screen.title}>
      <p>{m.screen.intro}</p>
      <div className="insights__ranges" role="group" aria-label={m.screen.rangeLabel}>
        {PRESETS.map((preset: Preset) => (
          <button key={preset} type="button" className="btn btn-outline btn-small" onClick={() => setRange(presetRange(preset))}>
            {m.screen.ranges[preset]}
          </button>
        ))}
        <label>
          {m.screen.from}
          <input
            type="date"
            value={range.from}
            max={range.to}
            onChange={(event) => event.target.value && setRange({ ...range, from: event.target.value })}
          />
        </label>
        <label>
          {m.screen.to}
          <input
            type="date"
            value={range.to}
            min={range.from}
            onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })}
          />
        </label>
        <button type="button" className="btn btn-primary btn-small" onClick={() => void download()}>
          {m.screen.exportCsv}
        </button>
      </div>
      {exportFailed ? <Message tone="error">{m.screen.exportFailed}</Message> : null}
      {isError ? <Message tone="error">{m.screen.loadFailed}</Message> : null}
      {!report && isFetching ? <Spinner label={m.screen.loading} showLabel /> : null}
      {report ? (
        <>
          <Totals report={report} />
          <DailyChart daily={report.daily} />
          <VitalsTrendChart trend={report.vitalsTrend} />
          <Sections report={report} />
        </>
      ) : null}
    </AdminPage>
  );
}
