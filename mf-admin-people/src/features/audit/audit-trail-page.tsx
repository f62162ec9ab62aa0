// The audit trail (owners only, product §6): who changed what, when and from where, newest first,
// filtered by account, action, type and days, a page at a time, and the same filters as CSV.
// Other roles are told why they see nothing; the API refuses them in any case.

import { useState } from 'react';
import { auditMessages as m, type AuditEntry } from '@agency/shared/contract/messages';
import { fetchAuditCsv, useGetAuditQuery } from '@agency/shared/staff-api';
import { AdminPage, AdminTable, downloadFile, formatDateTime, Pagination, usePermission } from '@agency/shared/admin';
import { Message, Spinner } from '@agency/shared/ui';
import { AuditFilters, type AuditFilterValues } from './audit-filters';

const PAGE_SIZE = 50;
const c = m.columns;

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr data-testid="audit-row">
      <td className="admin-table__cell--nowrap">{formatDateTime(entry.at)}</td>
      <td>{entry.userEmail}</td>
      <td>{m.actionLabels[entry.action] ?? entry.action}</td>
      <td>
        {entry.resourceType}
        {entry.resourceId ? (
          <>
            {' '}
            <code>{entry.resourceId}</code>
          </>
        ) : null}
      </td>
      <td>{entry.summary}</td>
      <td>
        {entry.ip}
        <br />
        <small>{entry.userAgent}</small>
      </td>
    </tr>
  );
}

function AuditTrail() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const [exportFailed, setExportFailed] = useState(false);
  const { data, isLoading, isError, isFetching } = useGetAuditQuery({ ...filters, page, limit: PAGE_SIZE });
  const filter = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const download = async () => {
    setExportFailed(false);
    try {
      const { blob, fileName } = await fetchAuditCsv(filters);
      downloadFile(fileName, blob);
    } catch {
      setExportFailed(true);
    }
  };
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="admin-list" aria-busy={isFetching ? true : undefined}>
      <div className="admin-list__bar">
        <AuditFilters value={filters} onChange={filter} />
        <button type="button" className="btn btn-outline btn-small" onClick={() => filter({})}>
          {m.clearFilters}
        </button>
        <button type="button" className="btn btn-primary btn-small" onClick={() => void download()}>
          {m.exportCsv}
        </button>
        {data ? (
          <p className="admin-list__count" aria-live="polite">
            {m.count(data.total)}
          </p>
        ) : null}
      </div>
      {exportFailed ? <Message tone="error">{m.exportFailed}</Message> : null}
      {isLoading ? <Spinner label={m.loading} showLabel /> : null}
      {isError ? <Message tone="error">{m.loadFailed}</Message> : null}
      {data && data.data.length === 0 ? <p>{m.empty}</p> : null}
      {data && data.data.length > 0 ? (
        <>
          <AdminTable columns={[c.at, c.user, c.action, c.resource, c.summary, c.origin]}>
            {data.data.map((entry) => (
              <AuditRow key={entry._id} entry={entry} />
            ))}
          </AdminTable>
          {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPage={setPage} label={m.title} /> : null}
        </>
      ) : null}
    </div>
  );
}

export default function AuditTrailPage() {
  const access = usePermission('audit.read');
  return (
    <AdminPage title={m.title}>
      <p className="admin-page__intro">{m.intro}</p>
      {access.allowed ? <AuditTrail /> : <Message tone="info">{access.reason}</Message>}
    </AdminPage>
  );
}
