// The automatic rollback rule at work: every instance judges each running canary on its health beside
// the live version (releases/canary-rule.ts) at least once a minute. An abort goes through the store's
// once-only ReleaseStore.abort(remote, reason, version): of several instances judging the same canary,
// exactly one ends it, records why in the registry and queues the e-mail to staff; the others find it gone.
// Each check then moves the store's journal (every release, by whoever made it) into the audit trail.

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AuditEntry } from '@agency/shared/contract/messages';
import type { StaffNotice } from '@agency/api';
import type { RemoteVersionHealth, WatchedRelease } from '@agency/shared/contract/insights';
import { canaryMessages as m } from '@agency/shared/contract/messages';
import { judgeCanary } from './releases/canary-rule';
import { canaryRuleActor } from './releases/release-journal';
import { auditReleases } from './release-audit';
import type { CanaryWatchSettings } from './releases/canary-settings';
import type { ReleaseStore } from './releases/release-store';
import { watchedReleasesOf } from './releases/watched-releases';

export interface CanaryWatchOptions extends CanaryWatchSettings {
  releases: ReleaseStore;
  readHealth(watched: readonly WatchedRelease[]): Promise<RemoteVersionHealth[]>;
  /** Queues an e-mail to staff (NOTIFY_EMAILS) through the outbox. */
  notify(notice: StaffNotice): Promise<void>;
  /** Writes audit entries (each once by id): the journal's releases. */
  recordAudit(entries: readonly AuditEntry[]): Promise<void>;
  log: FastifyBaseLogger;
}

export interface CanaryOutcome {
  remote: string;
  version: string;
  action: 'aborted' | 'promoted';
  reason: string;
}

/** Judges every running canary once; answers what this instance itself did. */
export const checkCanaries = async (options: CanaryWatchOptions, now = Date.now()): Promise<CanaryOutcome[]> => {
  const registry = options.releases.read();
  // The journal names this instance's rule as the one that ended or promoted a canary.
  const releases = options.releases.acting(canaryRuleActor());
  const watched = watchedReleasesOf(registry).filter((release) => release.canary);
  if (watched.length === 0) return [];
  const outcomes: CanaryOutcome[] = [];
  for (const health of await options.readHealth(watched)) {
    const version = health.canary?.version;
    if (!version) continue;
    const verdict = judgeCanary(health, { ...options.rule, ...registry.remotes[health.remote]?.rule }, now);
    if (verdict.action === 'abort') {
      // Undefined: another instance (or a person) ended or replaced this canary first.
      if (releases.abort(health.remote, verdict.reason, version) === undefined) continue;
      outcomes.push({ remote: health.remote, version, action: 'aborted', reason: verdict.reason });
      options.log.warn({ remote: health.remote, version, reason: verdict.reason }, 'canary rolled back automatically');
      await options.notify({
        subject: m.abortEmailSubject(health.remote, version),
        text: m.abortEmailText(health.remote, version, health.live.version, verdict.reason),
      });
    } else if (verdict.action === 'promote') {
      try {
        releases.promote(health.remote, version);
      } catch {
        continue; // promoted, ended or replaced by another instance meanwhile
      }
      const reason = m.promotedAutomatically(version);
      outcomes.push({ remote: health.remote, version, action: 'promoted', reason });
      options.log.info({ remote: health.remote, version }, reason);
    }
  }
  return outcomes;
};

/** Judges the canaries every `checkMs` from the moment the server is ready until it closes. */
export const watchCanaries = (app: FastifyInstance, options: CanaryWatchOptions): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const check = () => {
    if (running) return; // a slow check is not stacked on
    running = checkCanaries(options)
      .catch((error: unknown) => options.log.error({ err: error }, 'could not judge the canaries; trying again at the next check'))
      .then(() => auditReleases(options.releases, options.recordAudit))
      .catch((error: unknown) =>
        options.log.error({ err: error }, 'could not move releases into the audit trail; trying again at the next check'),
      )
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(check, options.checkMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
