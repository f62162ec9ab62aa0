// Remote releases in the audit trail: the store's journal (releases/release-journal.ts) names each
// release, canary, promotion, rollback and abort with who made it and from where; every instance moves
// the journal's events into the trail at each canary check, each entry once by its event's id (another
// instance moving the same events at once adds nothing), then takes them out of the journal.

import { auditMessages as m, type AuditEntry } from '@agency/shared/contract/messages';
import type { ReleaseEvent } from './releases/release-journal';
import type { ReleaseStore } from './releases/release-store';

/** The resource type of a release's entry; its id is the remote's name. */
export const RELEASE_RESOURCE = 'remote';

const summaryOf = (event: ReleaseEvent): string => {
  const s = m.releaseSummary;
  if (event.action === 'release') return s.release(event.version, event.previous, event.percent);
  if (event.action === 'abort') return s.abort(event.version, event.previous, event.reason);
  return s[event.action](event.version, event.previous);
};

export const auditEntryOf = (event: ReleaseEvent): AuditEntry => {
  const { actor } = event;
  const via = actor.via ?? (actor.by === 'canary-rule' ? m.releaseVia['canary-rule'] : '');
  return {
    _id: event.id,
    at: event.at,
    // No account: the trail's "who" names the OS user and the command, or the automatic rule.
    userId: '',
    userEmail: m.releaseBy[actor.by](actor.user),
    action: event.action,
    resourceType: RELEASE_RESOURCE,
    resourceId: event.remote,
    summary: summaryOf(event),
    ip: actor.address ? `${actor.host} / ${actor.address}` : actor.host,
    userAgent: via,
  };
};

/** Moves the journal's events into the trail; answers how many. A failed write leaves them for the next check. */
export const auditReleases = async (releases: ReleaseStore, record: (entries: readonly AuditEntry[]) => Promise<void>): Promise<number> => {
  const events = releases.journal();
  if (events.length === 0) return 0;
  await record(events.map(auditEntryOf));
  releases.forgetJournal(events.map((event) => event.id));
  return events.length;
};
