// What the publish panel says of an entry with a public page: its state as stored (Draft,
// Published, Scheduled for a time in the agency's zone), and after a save the line beside the
// spec's success message saying what the save did.

import type { Publication } from '@agency/shared/contract';
import { publicationMessages as m } from '@agency/shared/contract/messages';
import { formatDateTime, siteTimeZone } from '../format/date-time';

export interface PublicationSetup {
  /** The field a draft must fill: the entry's heading. */
  heading: string;
  /** The entry as stored (its last save), null before its first. */
  stored: Publication | null;
}

/** "Scheduled for Dec 3, 2026, 9:30 AM (Europe/Berlin)": never the raw ISO time. */
export const statusText = (stored: Publication | null): string => {
  if (!stored) return m.notSavedYet;
  if (stored.state === 'scheduled' && stored.publishAt) return m.scheduledFor(formatDateTime(stored.publishAt), siteTimeZone());
  return m.states[stored.state];
};

/** The line beside a save's success message: what the entry is now. */
export const publicationOutcome = (setup: PublicationSetup | undefined): string | undefined => {
  const stored = setup?.stored;
  if (!stored) return undefined;
  if (stored.state === 'scheduled') return m.outcome.scheduled(formatDateTime(stored.publishAt ?? ''), siteTimeZone());
  return m.outcome[stored.state];
};

export function PublicationStatus({ setup }: { setup: PublicationSetup }) {
  return (
    <>
      <p className="admin-publish__status">
        {m.stateLabel}: <strong>{statusText(setup.stored)}</strong>
      </p>
      <p className="admin-field__hint admin-publish__required-note">{m.requiredNote}</p>
    </>
  );
}
