// The add and edit screens of a resource. Edit loads the current entry first
// (spinner; the catalogue's load message on failure), then shows the same form.
// Edit saves name the version they started from (If-Match): when someone else
// saved in between, the save is refused and the conflict screen compares both
// versions field by field. Both screens keep a draft and guard unsaved changes.

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@agency/shared/router';
import type { FormikProps } from 'formik';
import {
  CONTENT_RESOURCES,
  editPath,
  formMessages,
  isPublicationState,
  type ContentResource,
  type ContentResourceKey,
  type FormMode,
  type Publication,
} from '@agency/shared/contract';
import { CONTENT_MODEL } from '@agency/shared/contract/content-model';
import { editConflictMessages } from '@agency/shared/contract/messages';
import { httpStatus } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { AdminPage } from '../layout/admin-page';
import { ConflictReview } from '../conflict/conflict-review';
import { HistoryPanel } from '../history/history-panel';
import { blankValues, valuesOf } from '../form/form-values';
import type { FormValues } from '../form/field-types';
import { ResourceForm } from '../form/resource-form';
import { isDue, wentLiveOnly } from '../form/scheduled-go-live';
import { useResourceSubmit } from '../form/use-resource-submit';
import { useDraftKey } from '../protect/use-draft-key';
import { DEFAULT_SUBMIT_LABELS, type AdminResource } from './admin-resource';
import { contentWritePermissions } from '../permissions/use-permission';

/** The edit screen's link to the stored entry: its version, and how to read the latest one. */
export interface EntryVersioning {
  current: () => string | undefined;
  /** A save or a restored draft moves the version the next save names. */
  set: (version: string | undefined) => void;
  /** Loads the entry as it is stored now (the conflict screen's "theirs"). */
  loadLatest: () => Promise<Record<string, unknown> | undefined>;
}

interface FormScreenProps<T extends { _id: string }> {
  resource: AdminResource<T>;
  mode: FormMode;
  initial: FormValues;
  send: (body: FormData | Record<string, unknown>) => Promise<unknown>;
  versioning?: EntryVersioning;
  /** Content with a public page: the entry whose History panel follows the form (issue 19). */
  history?: { resource: ContentResource; id: string };
  /** Content with a public page: the entry's state as loaded (null on add). */
  publication?: Publication | null;
}

type Latest = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; values: FormValues; version?: string };

/** The state and time of a stored entry of content with a public page. */
export const publicationOf = (entity: unknown): Publication | null => {
  if (typeof entity !== 'object' || entity === null) return null;
  const { state, publishAt } = entity as { state?: unknown; publishAt?: unknown };
  // An entry stored without a state is live, as the brief's calls make them.
  return { state: isPublicationState(state) ? state : 'published', publishAt: typeof publishAt === 'string' ? publishAt : null };
};

/** The success message an add screen hands to the new entry's edit screen, which it opens. */
export const openingMessageOf = (state: unknown): string | null => {
  const text = (state as { saved?: unknown } | null)?.saved;
  return typeof text === 'string' ? text : null;
};

export const versionOf = (entity: unknown): string | undefined => {
  const updatedAt = (entity as { updatedAt?: unknown } | null)?.updatedAt;
  return typeof updatedAt === 'string' ? updatedAt : undefined;
};

function FormScreen<T extends { _id: string }>({ resource, mode, initial, send, versioning, history, publication }: FormScreenProps<T>) {
  const navigate = useNavigate();
  const location = useLocation();
  const [stored, setStored] = useState<Publication | null>(publication ?? null);
  // Content with a public page: success stays until the next action, and an add opens the new entry's edit address.
  const onSaved =
    publication !== undefined
      ? (saved: Record<string, unknown>, text: string) => {
          setStored(publicationOf(saved));
          base.current = valuesOf(resource.fields, saved);
          if (mode === 'create' && resource.area.edit)
            navigate(editPath(resource.area, String(saved._id)), { replace: true, state: { saved: text } });
        }
      : undefined;
  // What the form last started from (as loaded or saved): the scheduler's own change is told apart from a colleague's.
  const base = useRef(initial);
  const storedNow = useRef(stored);
  storedNow.current = stored;
  // An editor open across its scheduled time: the scheduler's publishing moved the version; save against it.
  const sendPastSchedule = async (body: FormData | Record<string, unknown>) => {
    try {
      return await send(body);
    } catch (error) {
      if (httpStatus(error as Parameters<typeof httpStatus>[0]) !== 409 || !versioning || !isDue(storedNow.current)) throw error;
      const latest = await versioning.loadLatest();
      if (!latest || !wentLiveOnly(resource.fields, base.current, valuesOf(resource.fields, latest))) throw error;
      versioning.set(versionOf(latest));
      return send(body);
    }
  };
  const { message, submit, conflict, resolveConflict, createdId } = useResourceSubmit({
    mode,
    fields: resource.fields,
    messages: resource.messages,
    durations: resource.durations,
    json: resource.json,
    createExtras: resource.createExtras,
    initial,
    send: sendPastSchedule,
    onSaved,
    opening: openingMessageOf(location.state),
  });
  const draftKey = useDraftKey();
  const form = useRef<FormikProps<FormValues>>(null);
  const [latest, setLatest] = useState<Latest | null>(null);
  const [applied, setApplied] = useState(false);

  // A refused save: read the saved version once, for the side-by-side comparison.
  const loading = useRef(false);
  useEffect(() => {
    if (!conflict || !versioning || latest !== null || loading.current) return;
    loading.current = true;
    setLatest({ state: 'loading' });
    versioning
      .loadLatest()
      .then((entity) =>
        setLatest(entity ? { state: 'ready', values: valuesOf(resource.fields, entity), version: versionOf(entity) } : { state: 'failed' }),
      )
      .catch(() => setLatest({ state: 'failed' }))
      .finally(() => {
        loading.current = false;
      });
  }, [conflict, versioning, latest, resource.fields]);

  const apply = (merged: FormValues) => {
    if (latest?.state !== 'ready') return;
    void form.current?.setValues(merged);
    versioning?.set(latest.version);
    resolveConflict(latest.values);
    setLatest(null);
    setApplied(true);
  };

  const reviewing = conflict !== null && latest?.state === 'ready';
  return (
    <>
      {conflict && latest?.state === 'loading' ? <Spinner label={editConflictMessages.loadingLatest} showLabel /> : null}
      {conflict && latest?.state === 'failed' ? <Message tone="error">{editConflictMessages.loadFailed}</Message> : null}
      {reviewing ? (
        <ConflictReview fields={resource.fields} base={conflict.base} mine={conflict.mine} theirs={latest.values} onApply={apply} />
      ) : null}
      {applied && !conflict ? <Message tone="info">{editConflictMessages.applied}</Message> : null}
      <ResourceForm
        fields={resource.fields}
        schema={resource.schema}
        mode={mode}
        initialValues={initial}
        labels={resource.submitLabels?.[mode] ?? DEFAULT_SUBMIT_LABELS[mode]}
        onSubmit={async (...args) => {
          setApplied(false);
          return submit(...args);
        }}
        message={message}
        messageLink={
          createdId && resource.area.edit ? { to: editPath(resource.area, createdId), label: formMessages.viewCreated } : undefined
        }
        formRef={form}
        hidden={reviewing}
        permission={contentWritePermissions(resource.publishable ?? false, false, mode)}
        protection={{ draftKey, version: versioning?.current(), onRestoreDraft: (version) => version && versioning?.set(version) }}
        publication={
          publication !== undefined ? { heading: CONTENT_MODEL[resource.area.key as ContentResourceKey].labelField, stored } : undefined
        }
      />
      {history && versioning ? (
        <HistoryPanel
          resource={history.resource}
          id={history.id}
          fields={resource.fields}
          version={versioning.current}
          onRestored={(entry) => {
            // The form starts again from the restored entry, and the next save names its version.
            versioning.set(versionOf(entry));
            form.current?.resetForm({ values: valuesOf(resource.fields, entry) });
          }}
        />
      ) : null}
    </>
  );
}

const unavailable = () => [() => ({ unwrap: () => Promise.reject(new Error('not supported')) })] as const;

export function ResourceAddPage<T extends { _id: string }>({ resource }: { resource: AdminResource<T> }) {
  const [create] = (resource.api.useCreate ?? unavailable)();
  const { area } = resource;
  return (
    <AdminPage title={`Add ${resource.noun}`} back={{ to: area.list, label: area.backLabel ?? area.label }}>
      <FormScreen
        resource={resource}
        mode="create"
        initial={blankValues(resource.fields)}
        send={(body) => create(body).unwrap()}
        publication={resource.publishable ? null : undefined}
      />
    </AdminPage>
  );
}

export function ResourceEditPage<T extends { _id: string }>({ resource }: { resource: AdminResource<T> }) {
  const { id = '' } = useParams();
  const { data, isLoading, isError, isFetching, refetch } = resource.api.useItem(id, { refetchOnMountOrArgChange: true });
  const [update] = (resource.api.useUpdate ?? unavailable)();
  const { area } = resource;
  // A cached copy is not enough: the form starts from the entry as it is now.
  const loaded = useRef(false);
  if (!isFetching && (data || isError)) loaded.current = true;
  // The version the form's values come from: set when the form starts, moved on by our own saves,
  // a restored draft (its own starting version) and a settled conflict (the saved version).
  const version = useRef<string | undefined>(undefined);
  const started = useRef(false);
  if (data && loaded.current && !started.current) {
    started.current = true;
    version.current = versionOf(data);
  }
  const save = async (body: FormData | Record<string, unknown>) => {
    const saved = await update({ id, body, version: version.current }).unwrap();
    version.current = versionOf(saved) ?? version.current;
    return saved;
  };
  const versioning: EntryVersioning = {
    current: () => version.current,
    set: (next) => {
      version.current = next;
    },
    loadLatest: async () => {
      const result = (await refetch?.()) as { data?: unknown } | undefined;
      const entity = result?.data;
      return typeof entity === 'object' && entity !== null ? (entity as Record<string, unknown>) : undefined;
    },
  };

  let content;
  if (isLoading || !loaded.current) content = <Spinner label="Loading..." showLabel />;
  else if (isError || !data) content = <Message tone="error">{resource.messages.loadOneFailed}</Message>;
  else {
    content = (
      <FormScreen
        key={data._id}
        resource={resource}
        mode="edit"
        initial={valuesOf(resource.fields, data as unknown as Record<string, unknown>)}
        send={save}
        versioning={versioning}
        history={resource.publishable ? { resource: CONTENT_RESOURCES[area.key as ContentResourceKey], id: data._id } : undefined}
        publication={resource.publishable ? publicationOf(data) : undefined}
      />
    );
  }
  return (
    <AdminPage title={`Edit ${resource.noun}`} back={{ to: area.list, label: area.backLabel ?? area.label }}>
      {content}
    </AdminPage>
  );
}
