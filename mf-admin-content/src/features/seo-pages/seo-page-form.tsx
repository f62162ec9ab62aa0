// The SEO form of one fixed public page (issue 19): the SEO studio's fields and previews
// (search result, social card) without the entry-only slug, focus keyphrase and analysis, in
// the admin kit's form with its save button, draft and leave guard. A save names the version
// it started from; when someone else saved in between, both versions are compared.

import { useEffect, useRef, useState } from 'react';
import type { FormikProps } from 'formik';
import type { SeoPageSettings } from '@agency/shared/contract';
import { editConflictMessages, pageSeoMessages as m, seoFieldMessages, type ResourceMessages } from '@agency/shared/contract/messages';
import { PAGE_SEO_FIELD_NAMES, pageSeoSchema } from '@agency/shared/schemas';
import {
  ConflictReview,
  ResourceForm,
  SeoStudio,
  seoFieldDefs,
  useDraftKey,
  useResourceSubmit,
  valuesOf,
  type FormValues,
} from '@agency/shared/admin';
import { useUpdateSeoPageMutation } from '@agency/shared/staff-api';
import { Message, Spinner } from '@agency/shared/ui';

const FIELDS = seoFieldDefs({ imageKind: 'page', only: PAGE_SEO_FIELD_NAMES });

/** The kit's save messages: only an update exists here. */
const SAVE_MESSAGES: ResourceMessages = {
  created: m.saved,
  createFailed: m.saveFailed,
  updated: m.saved,
  updateFailed: m.saveFailed,
  deleteFailed: m.saveFailed,
  loadFailed: m.loadFailed,
  loadOneFailed: m.loadFailed,
};

type Latest = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: SeoPageSettings };

export interface SeoPageFormProps {
  settings: SeoPageSettings;
  /** The page as stored now (the conflict screen's "theirs"). */
  loadLatest: () => Promise<SeoPageSettings | undefined>;
}

export function SeoPageForm({ settings, loadLatest }: SeoPageFormProps) {
  const [update] = useUpdateSeoPageMutation();
  const [initial] = useState(() => valuesOf(FIELDS, { ...settings }));
  const version = useRef(settings.updatedAt ?? undefined);
  const form = useRef<FormikProps<FormValues>>(null);
  const [latest, setLatest] = useState<Latest | null>(null);
  const { message, submit, conflict, resolveConflict } = useResourceSubmit({
    mode: 'edit',
    fields: FIELDS,
    messages: SAVE_MESSAGES,
    initial,
    send: async (body) => {
      const saved = await update({ page: settings.page, body, version: version.current }).unwrap();
      version.current = saved.updatedAt ?? undefined;
      // The kit reads a saved record by its id: a page's is its key.
      return { _id: saved.page, ...saved };
    },
  });
  const draftKey = useDraftKey();

  // A refused save: read the stored version once, for the side-by-side comparison.
  useEffect(() => {
    if (!conflict || latest !== null) return;
    setLatest({ state: 'loading' });
    loadLatest()
      .then((stored) => setLatest(stored ? { state: 'ready', settings: stored } : { state: 'failed' }))
      .catch(() => setLatest({ state: 'failed' }));
  }, [conflict, latest, loadLatest]);
  const apply = (merged: FormValues) => {
    if (latest?.state !== 'ready') return;
    void form.current?.setValues(merged);
    version.current = latest.settings.updatedAt ?? undefined;
    resolveConflict(valuesOf(FIELDS, { ...latest.settings }));
    setLatest(null);
  };
  const reviewing = conflict !== null && latest?.state === 'ready';

  return (
    <>
      {conflict && latest?.state === 'loading' ? <Spinner label={editConflictMessages.loadingLatest} showLabel /> : null}
      {conflict && latest?.state === 'failed' ? <Message tone="error">{editConflictMessages.loadFailed}</Message> : null}
      {reviewing ? (
        <ConflictReview
          fields={FIELDS}
          base={conflict.base}
          mine={conflict.mine}
          theirs={valuesOf(FIELDS, { ...latest.settings })}
          onApply={apply}
        />
      ) : null}
      <ResourceForm
        fields={FIELDS}
        schema={pageSeoSchema}
        mode="edit"
        initialValues={initial}
        labels={m.submit}
        permission="content.seo"
        onSubmit={submit}
        message={message}
        formRef={form}
        hidden={reviewing}
        sections={[
          {
            id: 'page-seo',
            title: seoFieldMessages.section,
            intro: seoFieldMessages.sectionIntro,
            fields: [],
            content: (
              <SeoStudio
                mode="edit"
                imageKind="page"
                only={PAGE_SEO_FIELD_NAMES}
                fixedPage={{ path: settings.path, ...settings.defaults }}
              />
            ),
          },
        ]}
        protection={{ draftKey, version: version.current, onRestoreDraft: (restored) => (version.current = restored) }}
      />
    </>
  );
}
