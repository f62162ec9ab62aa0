// Redirects (/redirect-rules, issue 38): add a rule, import or export them as CSV, the rules
// (and renamed entries' old slugs) through the list kit, and the 404 monitor below, whose
// "Redirect this" fills the add form.

import { useState } from 'react';
import { REDIRECTS_PATH, type AdminArea } from '@agency/shared/contract';
import { redirectMessages as m } from '@agency/shared/contract/messages';
import { AdminPage, formatDateTime, ResourceList, useListQuery, type Column } from '@agency/shared/admin';
import { useDeleteRedirectMutation, useGetRedirectsPageQuery, type RedirectRow } from '@agency/shared/staff-api';
import { NotFoundMonitor } from './not-found-monitor';
import { RedirectFiles } from './redirect-files';
import { RedirectForm } from './redirect-form';

const AREA: AdminArea = { key: 'redirects', label: m.title, remote: 'mf_admin_content', list: REDIRECTS_PATH };
const c = m.columns;

const COLUMNS: Column<RedirectRow>[] = [
  { header: c.from, cell: (rule) => rule.from },
  { header: c.to, cell: (rule) => rule.to || '—' },
  {
    header: c.status,
    cell: (rule) => (rule.source === 'slug' ? `${rule.status} (${m.fromSlug})` : String(rule.status)),
    variant: 'nowrap',
  },
  { header: c.hits, cell: (rule) => rule.hitCount, variant: 'nowrap' },
  { header: c.lastHit, cell: (rule) => (rule.lastHit ? formatDateTime(rule.lastHit) : m.never), variant: 'nowrap' },
];

export default function RedirectsPage() {
  const controls = useListQuery();
  const list = useGetRedirectsPageQuery(controls.query);
  const [remove] = useDeleteRedirectMutation();
  const [prefill, setPrefill] = useState<{ from: string; at: number }>();
  return (
    <AdminPage title={m.title}>
      <p className="admin-page__intro">{m.intro}</p>
      <RedirectForm prefill={prefill} />
      <RedirectFiles />
      <ResourceList
        area={AREA}
        list={list}
        controls={controls}
        columns={COLUMNS}
        rowName={(rule) => m.rowName(rule.from)}
        loadFailed={m.loadFailed}
        deleteFailed={m.deleteFailed}
        onDelete={(rule) => remove(rule.id).unwrap()}
        canDelete={(rule) => rule.source === 'rule'}
        emptyText={m.empty}
      />
      <NotFoundMonitor onRedirect={(from) => setPrefill({ from, at: Date.now() })} />
    </AdminPage>
  );
}
