// The list screen of a resource: heading, Add New, optional tools, and the table of one
// page, read from the API with the page, sort and search in the address.

import { useCallback, useMemo, useState } from 'react';
import { MESSAGE_LONG_MS, TRASH_PATH } from '@agency/shared/contract';
import { useRestoreFromTrashMutation } from '@agency/shared/staff-api';
import { AdminPage } from '../layout/admin-page';
import { ResourceList } from '../list/resource-list';
import { addedColumn } from '../list/date-column';
import { stateColumn } from '../list/state-column';
import { useListQuery } from '../list/use-list-query';
import type { AdminResource } from './admin-resource';
import { contentWritePermissions, usePermission } from '../permissions/use-permission';

const noRemove = () => [() => ({ unwrap: () => Promise.resolve() })] as const;

export function ResourceListPage<T extends { _id: string }>({ resource }: { resource: AdminResource<T> }) {
  const { area, api, ListTools, publishable = false } = resource;
  // A role that may not add or delete does not see the buttons (the API refuses them anyway).
  const mayAdd = usePermission(contentWritePermissions(publishable, false, 'create'));
  const mayDelete = usePermission('content.delete');
  const removes = api.useRemove !== undefined && mayDelete.allowed;
  // Every list filters by the day an entry was added, so every list shows that day too.
  const columns = useMemo(
    () => [...resource.columns, addedColumn<T>(), ...(publishable ? [stateColumn<T>()] : [])],
    [publishable, resource.columns],
  );
  const controls = useListQuery(undefined, { byDate: true });
  const list = api.usePage(controls.query);
  const { data } = list;
  const [removeItem] = (api.useRemove ?? noRemove)();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const hideRows = useCallback((ids: readonly string[]) => setHidden((current) => new Set([...current, ...ids])), []);
  const showRows = useCallback(
    (ids: readonly string[]) => setHidden((current) => new Set([...current].filter((id) => !ids.includes(id)))),
    [],
  );
  const onDelete = useCallback((item: T) => removeItem(item._id).unwrap(), [removeItem]);
  // Every content delete goes to the trash (issue 21): Undo restores it.
  const [restore] = useRestoreFromTrashMutation();
  const undoDelete = useCallback((item: T) => restore(item._id).unwrap(), [restore]);

  return (
    <AdminPage
      title={area.backLabel ?? area.label}
      add={area.add && mayAdd.allowed ? { to: area.add, label: area.addLabel ?? 'Add New' } : undefined}
    >
      {ListTools && data ? (
        <ListTools
          items={data.data.filter((item) => !hidden.has(item._id))}
          total={data.total}
          hideRows={hideRows}
          showRows={showRows}
          trashPath={TRASH_PATH}
        />
      ) : null}
      <ResourceList
        area={area}
        list={list}
        controls={controls}
        columns={columns}
        filtersByState={publishable}
        rowName={resource.rowName}
        loadFailed={resource.messages.loadFailed}
        deleteFailed={resource.messages.deleteFailed}
        preferServerMessage={resource.messages.preferServerMessage?.delete}
        onDelete={removes ? onDelete : undefined}
        deleteFailedMs={resource.durations?.delete ?? MESSAGE_LONG_MS}
        hiddenIds={hidden}
        undoDelete={removes ? undoDelete : undefined}
        trashPath={TRASH_PATH}
      />
    </AdminPage>
  );
}
