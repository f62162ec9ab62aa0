// The trash (/trash, issue 21): deleted content entries with their type, title, who
// deleted them, when, and the days left before the server removes them for good; each
// can be restored (same id, back in its list) or deleted forever after a confirmation.
// Built on the list kit: paged and searched in the address like every admin list.

import { useCallback, useState } from 'react';
import {
  ADMIN_AREAS,
  MESSAGE_LONG_MS,
  TRASH_PATH,
  TRASH_RETENTION_DAYS,
  type AdminArea,
  type RestoredEntry,
  type TrashItem,
} from '@agency/shared/contract';
import { trashMessages } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { AdminPage, formatDateTime, ResourceList, useListQuery, type Column } from '@agency/shared/admin';
import { useDeleteFromTrashMutation, useGetTrashPageQuery, useRestoreFromTrashMutation } from '@agency/shared/staff-api';
import { Message, useTimedMessage } from '@agency/shared/ui';

const DAY_MS = 24 * 60 * 60 * 1000;

const AREA: AdminArea = { key: 'trash', label: trashMessages.title, remote: 'mf_admin_content', list: TRASH_PATH };

const typeOf = (item: TrashItem): string => ADMIN_AREAS.find((area) => area.key === item.resource)?.label ?? item.resource;

/** Whole days until the purge, rounded up: "1 day" until its last day is over. */
export const daysLeft = (item: TrashItem, now: number): number => Math.max(0, Math.ceil((Date.parse(item.purgeAfter) - now) / DAY_MS));

const labels = trashMessages.columns;

const columns = (now: number): Column<TrashItem>[] => [
  { header: labels.type, cell: typeOf, variant: 'nowrap' },
  { header: labels.title, cell: (item) => item.label },
  { header: labels.deletedBy, cell: (item) => item.deletedBy },
  { header: labels.deletedAt, cell: (item) => <time dateTime={item.deletedAt}>{formatDateTime(item.deletedAt)}</time>, variant: 'nowrap' },
  { header: labels.daysLeft, cell: (item) => trashMessages.daysLeft(daysLeft(item, now)), variant: 'nowrap' },
];

const rowName = (item: TrashItem) => item.label;

const restoredText = (item: TrashItem, restored: RestoredEntry): string =>
  restored.slugChanged && restored.entry.slug
    ? trashMessages.restoredNewSlug(item.label, restored.entry.slug)
    : trashMessages.restored(item.label);

export default function TrashPage() {
  const controls = useListQuery();
  const list = useGetTrashPageQuery(controls.query);
  const [restore] = useRestoreFromTrashMutation();
  const [deleteForever] = useDeleteFromTrashMutation();
  const { message, show } = useTimedMessage();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  const onRestore = useCallback(
    async (item: TrashItem) => {
      setBusy(item._id);
      try {
        const restored = await restore(item._id).unwrap();
        setHidden((ids) => new Set(ids).add(item._id));
        show(restoredText(item, restored), 'success', MESSAGE_LONG_MS);
      } catch (error) {
        show(serverMessage(error as Parameters<typeof serverMessage>[0]) ?? trashMessages.restoreFailed, 'error', MESSAGE_LONG_MS);
      } finally {
        setBusy(null);
      }
    },
    [restore, show],
  );
  const onDelete = useCallback(
    async (item: TrashItem) => {
      await deleteForever(item._id).unwrap();
      show(trashMessages.deletedForever(item.label), 'success', MESSAGE_LONG_MS);
    },
    [deleteForever, show],
  );

  return (
    <AdminPage title={trashMessages.title}>
      <p className="admin-page__intro">{trashMessages.intro(TRASH_RETENTION_DAYS)}</p>
      {message ? <Message tone={message.tone}>{message.text}</Message> : null}
      <ResourceList
        area={AREA}
        list={list}
        controls={controls}
        columns={columns(now)}
        rowName={rowName}
        loadFailed={trashMessages.loadFailed}
        deleteFailed={trashMessages.deleteForeverFailed}
        onDelete={onDelete}
        hiddenIds={hidden}
        emptyText={trashMessages.empty}
        deleteWording={{
          label: trashMessages.deleteForeverLabel,
          title: trashMessages.deleteForeverTitle,
          question: trashMessages.deleteForeverQuestion,
        }}
        rowActions={(item) => (
          <button
            type="button"
            className="btn btn-outline btn-small"
            aria-label={trashMessages.restoreLabel(item.label)}
            disabled={busy === item._id}
            onClick={() => void onRestore(item)}
          >
            {trashMessages.restore}
          </button>
        )}
      />
    </AdminPage>
  );
}
