// The rules this instance answers with, shared by the API (which loads and changes them) and
// the site server (which applies them before anything else). `onRulesChanged` is the event
// anything that keeps answers derived from the rules subscribes to (a page cache drops its
// pages): it fires whenever the rule set is replaced, by a change here or on another instance.

import { RedirectMatcher, type RedirectHit } from './redirect-matcher';
import type { RedirectRuleCore } from './redirect-rule';

export type RulesChangedListener = () => void;

export class LiveRedirectRules {
  private matcher = new RedirectMatcher([]);
  private readonly listeners = new Set<RulesChangedListener>();
  private hits = new Map<string, { count: number; last: string }>();

  /** The answer for a request URL (path and query), chains followed; undefined when no rule matches. */
  resolve(url: string): RedirectHit | undefined {
    if (this.matcher.size === 0) return undefined;
    const hit = this.matcher.resolve(url);
    if (hit) {
      const counted = this.hits.get(hit.rule.id);
      const last = new Date().toISOString();
      if (counted) {
        counted.count += 1;
        counted.last = last;
      } else this.hits.set(hit.rule.id, { count: 1, last });
    }
    return hit;
  }

  /** The same answer without counting a hit: for reports (the SEO audit's links), not visitors. */
  peek(url: string): RedirectHit | undefined {
    return this.matcher.size === 0 ? undefined : this.matcher.resolve(url);
  }

  /** The hits counted since the last call, to add to the stored counts. */
  takeHits(): Map<string, { count: number; last: string }> {
    const taken = this.hits;
    this.hits = new Map();
    return taken;
  }

  replace(rules: readonly RedirectRuleCore[]): void {
    this.matcher = new RedirectMatcher(rules);
    for (const listener of this.listeners) listener();
  }

  /** Subscribes to "redirect rules changed"; returns the unsubscribe. */
  onRulesChanged(listener: RulesChangedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
