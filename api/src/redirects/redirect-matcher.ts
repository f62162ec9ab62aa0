// The rules compiled for the request path: a hash map for exact paths, a map of prefixes
// looked up once per segment boundary of the path (longest first, so the cost is the path's
// depth, not the number of rules), and the regex rules last, in order. Exact wins over
// prefix, prefix over regex. A chain (A->B, B->C) is followed here, so A is served C in one hop.

import { isLocalTarget, normalPath, normalQuery, type RedirectRuleCore, type RedirectStatus } from './redirect-rule';
import { MAX_REGEX_INPUT } from './safe-pattern';

export interface RedirectHit {
  /** The rule that matched the requested URL (its hit is counted). */
  rule: RedirectRuleCore;
  status: RedirectStatus;
  /** Where to go; undefined when the answer is 410. */
  location?: string;
}

interface Compiled {
  rule: RedirectRuleCore;
  /** The normalized path of an exact or prefix rule. */
  path: string;
  /** The query the request must carry (query 'exact'), normalized. */
  requiredQuery?: string;
  regex?: RegExp;
}

/** Hops followed at most when rules chain (more would be a loop the write checks missed). */
const MAX_HOPS = 10;

const compile = (rule: RedirectRuleCore): Compiled => {
  if (rule.match === 'regex') return { rule, path: '', regex: new RegExp(rule.from) };
  const [path, query = ''] = rule.from.split('?', 2);
  return { rule, path: normalPath(path), ...(rule.query === 'exact' ? { requiredQuery: normalQuery(query) } : {}) };
};

const queryFits = (entry: Compiled, query: string): boolean =>
  entry.requiredQuery === undefined || entry.requiredQuery === normalQuery(query);

const withQuery = (location: string, query: string): string =>
  query === '' ? location : `${location}${location.includes('?') ? '&' : '?'}${query}`;

const joinRest = (to: string, rest: string): string => (rest === '' ? to : to.endsWith('/') ? to + rest.slice(1) : to + rest);

export class RedirectMatcher {
  private readonly exact = new Map<string, Compiled[]>();
  private readonly prefixes = new Map<string, Compiled[]>();
  private readonly regexes: Compiled[] = [];
  size = 0;

  constructor(rules: readonly RedirectRuleCore[]) {
    for (const rule of rules) this.add(rule);
  }

  /** Adds a rule (a disabled one is left out). */
  add(rule: RedirectRuleCore): void {
    if (!rule.enabled) return;
    this.size += 1;
    const entry = compile(rule);
    if (rule.match === 'regex') this.regexes.push(entry);
    else {
      const table = rule.match === 'exact' ? this.exact : this.prefixes;
      const list = table.get(entry.path);
      // A rule that names a query is more specific than one that ignores it: it is tried first.
      if (list) list.splice(entry.requiredQuery === undefined ? list.length : 0, 0, entry);
      else table.set(entry.path, [entry]);
    }
  }

  /** The one rule matching `url` (a path with its query) and where it sends, without following chains. */
  matchOnce(url: string): RedirectHit | undefined {
    const mark = url.indexOf('?');
    const rawPath = mark === -1 ? url : url.slice(0, mark);
    const query = mark === -1 ? '' : url.slice(mark + 1);
    const path = normalPath(rawPath);
    const exact = this.exact.get(path)?.find((entry) => queryFits(entry, query));
    if (exact) return this.hit(exact, exact.rule.to, query);
    if (this.prefixes.size > 0) {
      // Each segment boundary, longest first: /a/b/c, /a/b, /a.
      for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
        const entry = this.prefixes.get(path.slice(0, end))?.find((each) => queryFits(each, query));
        if (entry) return this.hit(entry, joinRest(entry.rule.to, path.slice(end)), query);
      }
    }
    if (rawPath.length <= MAX_REGEX_INPUT) {
      for (const entry of this.regexes) {
        if (!queryFits(entry, query)) continue;
        const found = entry.regex!.exec(rawPath);
        if (found)
          return this.hit(
            entry,
            entry.rule.to.replace(/\$(\d)/g, (_all, n: string) => found[Number(n)] ?? ''),
            query,
          );
      }
    }
    return undefined;
  }

  /** The answer for `url`, chains followed to their end (a 410 on the way makes it 410). */
  resolve(url: string): RedirectHit | undefined {
    const first = this.matchOnce(url);
    if (!first?.location) return first;
    const seen = new Set([url]);
    let location = first.location;
    for (let hop = 0; hop < MAX_HOPS && isLocalTarget(location) && !seen.has(location); hop += 1) {
      seen.add(location);
      const next = this.matchOnce(location);
      if (!next) break;
      if (!next.location) return { rule: first.rule, status: 410 };
      location = next.location;
    }
    return { ...first, location };
  }

  private hit(entry: Compiled, location: string, query: string): RedirectHit {
    const { rule } = entry;
    if (rule.status === 410) return { rule, status: 410 };
    return { rule, status: rule.status, location: rule.query === 'keep' ? withQuery(location, query) : location };
  }
}
