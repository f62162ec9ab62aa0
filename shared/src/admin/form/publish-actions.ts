// The buttons of an editor of content with a public page, as WordPress has them: "Save draft"
// (needs only a heading) beside the spec's Publish (Update once the entry is live), which turns
// into "Schedule" while a time is chosen. The button pressed decides the state the save asks for.

import type { FormMode, Publication, PublicationState } from '@agency/shared/contract';
import { publicationMessages as m } from '@agency/shared/contract/messages';
import { DEFAULT_SUBMIT_LABELS } from '../resource/admin-resource';
import type { FormValues } from './field-types';
import { keepsDueSchedule } from './scheduled-go-live';

export type SaveIntent = 'draft' | 'publish';

export interface ButtonLabels {
  idle: string;
  busy: string;
}

export interface PublishButtons {
  /** The primary (submit) button: publishes, or schedules while a time is chosen. */
  publish: ButtonLabels;
  draft: ButtonLabels;
}

/** `labels`: the screen's own for its mode (the spec's Publish on add, Update on edit). */
export const publishButtons = (mode: FormMode, stored: Publication | null, values: FormValues, labels: ButtonLabels): PublishButtons => {
  const live = mode === 'edit' && stored?.state === 'published';
  let publish: ButtonLabels;
  if (values.state === 'scheduled' && !keepsDueSchedule(values, stored)) publish = { idle: m.schedule, busy: m.scheduling };
  // A draft or a scheduled entry is not live yet: its button publishes it.
  else if (mode === 'edit' && !live) publish = { idle: DEFAULT_SUBMIT_LABELS.create.idle, busy: m.publishing };
  else publish = labels;
  return { publish, draft: { idle: live ? m.switchToDraft : m.saveDraft, busy: m.savingDraft } };
};

/** The state a save asks for: a draft, or live at once, or at the chosen time (a kept schedule now due: live). */
export const stateForIntent = (intent: SaveIntent, values: FormValues, stored?: Publication | null): PublicationState => {
  if (intent === 'draft') return 'draft';
  if (values.state !== 'scheduled' || keepsDueSchedule(values, stored)) return 'published';
  return 'scheduled';
};

/** The form's values as the pressed button sends them. */
export const withIntent = (values: FormValues, intent: SaveIntent, stored?: Publication | null): FormValues => {
  const state = stateForIntent(intent, values, stored);
  // A time counts only while the entry waits for it.
  return { ...values, state, publishAt: state === 'scheduled' ? values.publishAt : '' };
};
