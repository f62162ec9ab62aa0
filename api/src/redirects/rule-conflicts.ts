// Refuses a rule that would redirect forever: a rule that matches its own target, or one
// whose target leads back to its source through the other rules. The answer names the rule.

import { redirectMessages as m } from '@agency/shared/contract/messages';
import { RedirectMatcher } from './redirect-matcher';
import { isLocalTarget, type RedirectRuleCore } from './redirect-rule';

const MAX_HOPS = 20;

/** The message refusing `candidate` beside the enabled rules of `others`, or undefined. */
export const loopProblem = (candidate: RedirectRuleCore, others: RedirectMatcher): string | undefined => {
  if (!candidate.enabled || candidate.status === 410 || !isLocalTarget(candidate.to)) return undefined;
  const alone = new RedirectMatcher([candidate]);
  // A regex target may name captures: a capture-free probe of it is what the rule would send.
  const target = candidate.match === 'regex' ? candidate.to.replace(/\$\d/g, 'x') : candidate.to;
  if (alone.matchOnce(target)) return m.selfRedirect(candidate.from);
  let url = target;
  const seen = new Set<string>();
  for (let hop = 0; hop < MAX_HOPS && isLocalTarget(url) && !seen.has(url); hop += 1) {
    seen.add(url);
    const next = others.matchOnce(url);
    if (!next?.location) return undefined;
    // The chain comes back to a path the new rule takes: visitors would go round forever.
    if (alone.matchOnce(next.location)) return m.loop(next.rule.from, next.rule.to);
    url = next.location;
  }
  return undefined;
};
