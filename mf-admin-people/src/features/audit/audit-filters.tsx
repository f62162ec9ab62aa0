// The audit trail's filter bar: an account (the staff accounts), an action, a type of thing and a
// range of days; each change asks the API again from the first page.

import { useId } from 'react';
import { CONTENT_RESOURCES } from '@agency/shared/contract';
import { AUDIT_ACTIONS, AUDIT_OTHER_RESOURCES, auditMessages as m, isAuditAction, type AuditQuery } from '@agency/shared/contract/messages';
import { useGetUsersQuery } from '@agency/shared/staff-api';
import { DateFilter } from '@agency/shared/admin';

const RESOURCE_TYPES = [...Object.keys(CONTENT_RESOURCES), ...AUDIT_OTHER_RESOURCES];

export type AuditFilterValues = Pick<AuditQuery, 'user' | 'action' | 'resource' | 'from' | 'to'>;

export interface AuditFiltersProps {
  value: AuditFilterValues;
  onChange: (value: AuditFilterValues) => void;
}

export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const id = useId();
  const { data: users = [] } = useGetUsersQuery();
  const staff = users.filter((user) => user.role === 'staff');
  const set = (change: AuditFilterValues) => onChange({ ...value, ...change });
  return (
    <>
      <div className="admin-list-filter">
        <label htmlFor={`${id}-user`}>{m.userLabel}</label>
        <select id={`${id}-user`} value={value.user ?? ''} onChange={(event) => set({ user: event.target.value || undefined })}>
          <option value="">{m.anyOption}</option>
          {staff.map((user) => (
            <option key={user._id} value={user._id}>
              {user.email}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-list-filter">
        <label htmlFor={`${id}-action`}>{m.actionLabel}</label>
        <select
          id={`${id}-action`}
          value={value.action ?? ''}
          onChange={(event) => set({ action: isAuditAction(event.target.value) ? event.target.value : undefined })}
        >
          <option value="">{m.anyOption}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {m.actionLabels[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-list-filter">
        <label htmlFor={`${id}-resource`}>{m.resourceLabel}</label>
        <select id={`${id}-resource`} value={value.resource ?? ''} onChange={(event) => set({ resource: event.target.value || undefined })}>
          <option value="">{m.anyOption}</option>
          {RESOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <DateFilter from={value.from} to={value.to} onChange={set} />
    </>
  );
}
