// The one editor of a post (or service): its card and its body on one screen, in
// two parts, opened at the part the route names. One title for both halves keeps
// their slugs, and so the public page, together. Saves both halves; a refused save
// (someone else saved either half) opens the conflict screen over the whole post.

import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormikHelpers, FormikProps } from 'formik';
import { adminArea, apiMessages, editPath, type FormMode, type Publication } from '@agency/shared/contract';
import { editConflictMessages, publicationMessages, seoFieldMessages } from '@agency/shared/contract/messages';
import { useLocation, useNavigate } from '@agency/shared/router';
import { fieldErrors, httpStatus, serverMessage, useAppDispatch } from '@agency/shared/api';
import {
  ConflictReview,
  contentWritePermissions,
  DEFAULT_SUBMIT_LABELS,
  failureMessage,
  isDue,
  openingMessageOf,
  publicationOf,
  ResourceForm,
  SeoStudio,
  useDraftKey,
  versionOf,
  wentLiveOnly,
  type FormValues,
  type SubmitOutcome,
} from '@agency/shared/admin';
import { Message, Spinner, useTimedMessage } from '@agency/shared/ui';
import { PAIR_MESSAGE_MS, type PairConfig, type PairPart } from './pair-config';
import type { LoadedPair } from './load-pair';
import { errorsToFields, pairValues, previewReply, wantsBody } from './pair-values';
import { pairSchema } from './pair-schema';
import { PageInsightPanel } from './page-insight-panel';
import { PairHistory } from './pair-history';
import { followTitle, PartFailure, savePair, type PairState } from './save-pair';
import { SubmitForReview } from './submit-for-review';

export interface PairFormProps {
  pair: PairConfig;
  /** The half the route belongs to: its messages, and where the screen opens. */
  part: PairPart;
  mode: FormMode;
  loaded: LoadedPair;
  /** Edit: reads both halves as stored now (the conflict screen's "theirs"). */
  reload?: () => Promise<LoadedPair>;
}

type QueryError = Parameters<typeof serverMessage>[0];
type Latest = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; loaded: LoadedPair };

const storedOf = (loaded: LoadedPair) => {
  const half = loaded.card ?? loaded.body;
  return { publication: publicationOf(half), slug: typeof half?.slug === 'string' ? half.slug : undefined };
};

const stateOf = (loaded: LoadedPair, stored: FormValues): PairState => ({
  cardId: loaded.card?._id,
  bodyId: loaded.body?._id,
  cardVersion: versionOf(loaded.card),
  bodyVersion: versionOf(loaded.body),
  stored,
});

export function PairForm({ pair, part, mode, loaded, reload }: PairFormProps) {
  const dispatch = useAppDispatch();
  const initial = useMemo(() => pairValues(pair, loaded.card, loaded.body), [pair, loaded]);
  const state = useRef<PairState>(stateOf(loaded, initial));
  const schema = useMemo(() => pairSchema(pair, () => state.current.bodyId !== undefined), [pair]);
  const { message, show, clear } = useTimedMessage();
  const form = useRef<FormikProps<FormValues>>(null);
  const [conflict, setConflict] = useState<{ mine: FormValues; base: FormValues } | null>(null);
  const [latest, setLatest] = useState<Latest | null>(null);
  const draftKey = useDraftKey(mode === 'edit' ? `pair:${pair.key}:${loaded.card?._id ?? '-'}:${loaded.body?._id ?? '-'}` : undefined);
  const messages = pair.messages[part];
  const navigate = useNavigate();
  const location = useLocation();
  // The post as stored: its state (the panel's status, the line beside a success) and its public page.
  const [stored, setStored] = useState<{ publication: Publication | null; slug?: string }>(() => storedOf(loaded));

  // An add hands its success to the new post's edit address, which shows it until the next action.
  useEffect(() => {
    const opening = openingMessageOf(location.state);
    if (opening) show(opening, 'success');
  }, [location.state, show]);

  // The route's part comes into view (and takes focus) once the form is there.
  useEffect(() => {
    if (part !== 'body') return undefined;
    const open = () => {
      const heading = document.getElementById(`${pair.key}-${part}-title`);
      heading?.scrollIntoView?.({ block: 'start' });
      heading?.focus();
    };
    open();
    // Once more after the editors and previews have laid out (they move the part down).
    const frame = requestAnimationFrame(open);
    return () => cancelAnimationFrame(frame);
  }, [pair.key, part]);

  useEffect(() => {
    if (!conflict || !reload || latest !== null) return;
    setLatest({ state: 'loading' });
    reload()
      .then((next) => setLatest({ state: 'ready', loaded: next }))
      .catch(() => setLatest({ state: 'failed' }));
  }, [conflict, reload, latest]);

  const submit = async (
    values: FormValues,
    cast: FormValues,
    helpers: FormikHelpers<FormValues>,
    retried = false,
  ): Promise<SubmitOutcome> => {
    try {
      const saved = await savePair(dispatch, pair, state.current, values, wantsBody(pair, values, state.current.bodyId !== undefined));
      const text = mode === 'create' ? messages.created : messages.updated;
      // Success stays until the next action.
      show(text, 'success');
      setStored(storedOf(saved));
      if (mode === 'create') {
        const [key, id] = part === 'body' && saved.body ? [pair.bodyKey, saved.body._id] : [pair.cardKey, saved.card._id];
        navigate(editPath(adminArea(key), id), { replace: true, state: { saved: text } });
        return { ok: true };
      }
      const next = pairValues(pair, saved.card, saved.body ?? null);
      state.current = stateOf({ card: saved.card, body: saved.body }, next);
      return { ok: true, next };
    } catch (error) {
      if (!(error instanceof PartFailure)) throw error;
      if (error.savedCard) {
        // The card is stored: the next save updates it instead of creating another.
        state.current = { ...state.current, cardId: error.savedCard._id, cardVersion: versionOf(error.savedCard) };
      }
      const cause = error.cause as QueryError;
      if (httpStatus(cause) === 409 && reload && !retried && isDue(stored.publication)) {
        // Left open across its scheduled time: the scheduler's publishing is no conflict; save against it.
        const latest = await reload();
        if (wentLiveOnly(pair.fields, state.current.stored, pairValues(pair, latest.card, latest.body))) {
          state.current = { ...stateOf(latest, state.current.stored), cardId: state.current.cardId, bodyId: state.current.bodyId };
          return submit(values, cast, helpers, true);
        }
      }
      if (httpStatus(cause) === 409 && reload) {
        // What both sides changed from: the halves as this form last loaded or saved them.
        setConflict({ mine: values, base: state.current.stored });
        show(serverMessage(cause) ?? apiMessages.conflict, 'error', PAIR_MESSAGE_MS);
        return { ok: false };
      }
      show(failureMessage(pair.messages[error.part], mode, cause), 'error', PAIR_MESSAGE_MS);
      const errors = fieldErrors(cause);
      const mapped = errorsToFields(pair, error.part, errors);
      if (Object.keys(mapped).length > 0) helpers.setErrors(mapped as Record<string, string>);
      return { ok: false };
    }
  };

  const apply = (merged: FormValues) => {
    if (latest?.state !== 'ready') return;
    const stored = pairValues(pair, latest.loaded.card, latest.loaded.body);
    void form.current?.setValues(merged);
    state.current = {
      ...stateOf(latest.loaded, stored),
      cardId: latest.loaded.card?._id ?? state.current.cardId,
      bodyId: latest.loaded.body?._id ?? state.current.bodyId,
    };
    setConflict(null);
    setLatest(null);
    // The refusal's note described the version now merged: it would only mislead.
    clear();
  };

  // A restored half (History) may carry another title: the other half follows, then the form starts from both as stored.
  const restored = async (restoredPart: PairPart, entry: Record<string, unknown>) => {
    const title = String(entry[restoredPart === 'card' ? pair.cardTitle : 'heading'] ?? '');
    await followTitle(dispatch, pair, restoredPart, state.current, { title, slug: entry.slug });
    const next = await reload!();
    const values = pairValues(pair, next.card, next.body);
    state.current = stateOf(next, values);
    form.current?.resetForm({ values });
  };

  const reviewing = conflict !== null && latest?.state === 'ready';
  return (
    <>
      {conflict && latest?.state === 'loading' ? <Spinner label={editConflictMessages.loadingLatest} showLabel /> : null}
      {conflict && latest?.state === 'failed' ? <Message tone="error">{editConflictMessages.loadFailed}</Message> : null}
      {reviewing ? (
        <ConflictReview
          fields={pair.fields}
          base={conflict.base}
          mine={conflict.mine}
          theirs={pairValues(pair, latest.loaded.card, latest.loaded.body)}
          onApply={apply}
        />
      ) : null}
      <ResourceForm
        fields={pair.fields}
        schema={schema}
        mode={mode}
        initialValues={initial}
        labels={DEFAULT_SUBMIT_LABELS[mode]}
        onSubmit={submit}
        message={message}
        messageLink={
          stored.publication?.state === 'published' && stored.slug
            ? { to: pair.seo.pathOf(stored.slug), label: publicationMessages.viewPage }
            : undefined
        }
        publication={{ heading: 'title', stored: stored.publication }}
        formRef={form}
        hidden={reviewing}
        // The editor saves the body too: an SEO specialist changes SEO fields elsewhere (the API refuses body text from them).
        permission={contentWritePermissions(true, false, mode)}
        sections={[
          ...(['card', 'body'] as const).map((name) => ({ id: `${pair.key}-${name}`, ...pair.sections[name] })),
          {
            id: `${pair.key}-seo`,
            title: seoFieldMessages.section,
            intro: seoFieldMessages.sectionIntro,
            fields: [],
            content: <SeoStudio mode={mode} headingField="title" imageField="image" imageAltField="imageAlt" {...pair.seo} />,
          },
        ]}
        protection={{ draftKey }}
        preview={{ kind: pair.key, reply: (values) => previewReply(pair, values, state.current.bodyId !== undefined) }}
      />
      {mode === 'edit' && loaded.card?.state === 'draft' ? <SubmitForReview resource={pair.cardKey} id={loaded.card._id} /> : null}
      {mode === 'edit' && stored.publication?.state === 'published' && stored.slug ? (
        <PageInsightPanel path={pair.seo.pathOf(stored.slug)} />
      ) : null}
      {mode === 'edit' && reload ? (
        <PairHistory
          pair={pair}
          state={() => state.current}
          onRestored={(restoredPart, entry) =>
            void restored(restoredPart, entry).catch(() => show(messages.loadOneFailed, 'error', PAIR_MESSAGE_MS))
          }
        />
      ) : null}
    </>
  );
}
