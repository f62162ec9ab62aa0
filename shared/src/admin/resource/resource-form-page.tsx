// The add and edit screens of a resource. Edit loads the current entry first
// (spinner; the catalogue's load message on failure), then shows the same form.
// Edit saves name the version they started from (If-Match): when someone else
// saved in between, the save is refused and the screen offers the latest version.

import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { editConflictMessages, type FormMode } from '@agency/shared/contract';
import { Message, Spinner } from '@agency/shared/ui';
import { AdminPage } from '../layout/admin-page';
import { blankValues, valuesOf } from '../form/form-values';
import type { FormValues } from '../form/field-types';
import { ResourceForm } from '../form/resource-form';
import { useResourceSubmit } from '../form/use-resource-submit';
import { DEFAULT_SUBMIT_LABELS, type AdminResource } from './admin-resource';

interface FormScreenProps<T extends { _id: string }> {
  resource: AdminResource<T>;
  mode: FormMode;
  initial: FormValues;
  send: (body: FormData | Record<string, unknown>) => Promise<unknown>;
  /** Edit: starts the form again from the entry as it is now. */
  onReload?: () => void;
}

function FormScreen<T extends { _id: string }>({ resource, mode, initial, send, onReload }: FormScreenProps<T>) {
  const { message, submit, conflict } = useResourceSubmit({
    mode,
    fields: resource.fields,
    messages: resource.messages,
    durations: resource.durations,
    json: resource.json,
    createExtras: resource.createExtras,
    initial,
    send,
  });
  return (
    <>
      {conflict && onReload ? (
        <p className="admin-conflict">
          <button type="button" className="btn btn-primary" onClick={onReload}>
            {editConflictMessages.reloadLatest}
          </button>
        </p>
      ) : null}
      <ResourceForm
        fields={resource.fields}
        schema={resource.schema}
        mode={mode}
        initialValues={initial}
        labels={resource.submitLabels?.[mode] ?? DEFAULT_SUBMIT_LABELS[mode]}
        onSubmit={submit}
        message={message}
      />
    </>
  );
}

const versionOf = (entity: unknown): string | undefined => {
  const updatedAt = (entity as { updatedAt?: unknown } | null)?.updatedAt;
  return typeof updatedAt === 'string' ? updatedAt : undefined;
};

const unavailable = () => [() => ({ unwrap: () => Promise.reject(new Error('not supported')) })] as const;

export function ResourceAddPage<T extends { _id: string }>({ resource }: { resource: AdminResource<T> }) {
  const [create] = (resource.api.useCreate ?? unavailable)();
  const { area } = resource;
  return (
    <AdminPage title={`Add ${resource.noun}`} back={{ to: area.list, label: area.backLabel ?? area.label }}>
      <FormScreen resource={resource} mode="create" initial={blankValues(resource.fields)} send={(body) => create(body).unwrap()} />
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
  // The version the form's values come from: set when the form starts, moved on by our own saves only.
  const version = useRef<string | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const started = useRef(-1);
  if (data && loaded.current && started.current !== generation) {
    started.current = generation;
    version.current = versionOf(data);
  }
  const save = async (body: FormData | Record<string, unknown>) => {
    const saved = await update({ id, body, version: version.current }).unwrap();
    version.current = versionOf(saved) ?? version.current;
    return saved;
  };
  const reload = async () => {
    await refetch?.();
    setGeneration((value) => value + 1);
  };

  let content;
  if (isLoading || !loaded.current) content = <Spinner label="Loading..." showLabel />;
  else if (isError || !data) content = <Message tone="error">{resource.messages.loadOneFailed}</Message>;
  else {
    content = (
      <FormScreen
        key={`${data._id}:${generation}`}
        resource={resource}
        mode="edit"
        initial={valuesOf(resource.fields, data as unknown as Record<string, unknown>)}
        send={save}
        onReload={() => void reload()}
      />
    );
  }
  return (
    <AdminPage title={`Edit ${resource.noun}`} back={{ to: area.list, label: area.backLabel ?? area.label }}>
      {content}
    </AdminPage>
  );
}
