// An editor left open across its entry's scheduled time: the scheduler published the entry,
// which moved its version. That change is the one the editor asked for, so it is no conflict:
// the editor saves against the published version, and a schedule it kept as loaded, now due,
// counts as carried out (never "Choose a time in the future" for a time the scheduler kept).

import type { Publication } from '@agency/shared/contract';
import { differingFields } from '../conflict/three-way';
import type { FieldDef, FormValues } from './field-types';

const PUBLICATION_NAMES = new Set(['state', 'publishAt']);

/** A scheduled entry whose time has come (the scheduler publishes it, or has). */
export const isDue = (stored: Publication | null | undefined, now = Date.now()): boolean =>
  stored?.state === 'scheduled' && typeof stored.publishAt === 'string' && Date.parse(stored.publishAt) <= now;

/** The form still holds the schedule as stored, and its time has come. */
export const keepsDueSchedule = (values: FormValues, stored: Publication | null | undefined, now = Date.now()): boolean =>
  isDue(stored, now) && values.state === 'scheduled' && values.publishAt === stored?.publishAt;

/** The saved version differs from the one the form started from only by the scheduler publishing it. */
export const wentLiveOnly = (fields: readonly FieldDef[], base: FormValues, latest: FormValues): boolean =>
  latest.state === 'published' && differingFields(fields, base, latest).every((field) => PUBLICATION_NAMES.has(field.name));
