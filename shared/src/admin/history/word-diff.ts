// Which words changed between two versions of a text, for the revision comparison: each side as
// runs of text, the runs the other side lacks marked. Words are compared whole (a changed letter
// marks its word), the spaces between them are kept as they were. The longest common run of words
// (LCS) decides what stayed; the shared start and end are taken off first, so an edit in a long
// article compares only the part around it.

export interface DiffRun {
  text: string;
  /** Removed (on the older side) or added (on the newer side). */
  changed: boolean;
}

export interface WordDiff {
  before: DiffRun[];
  after: DiffRun[];
}

/** Past this many cells of the LCS table the middle is marked changed whole (a rewrite, not an edit). */
export const MAX_DIFF_CELLS = 4_000_000;

/** Words and the spaces after them, so joining the tokens gives the text back. */
const tokensOf = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

/** The word of a token, without its trailing spaces: a word moved to the end of a line is the same word. */
const wordOf = (token: string): string => token.trimEnd();

const append = (runs: DiffRun[], text: string, changed: boolean) => {
  const last = runs[runs.length - 1];
  if (last && last.changed === changed) last.text += text;
  else if (text) runs.push({ text, changed });
};

/** Joins neighbouring tokens of the same kind into runs; a change ends at its last word, the spaces after it stay plain. */
const runsOf = (tokens: readonly string[], changed: readonly boolean[]): DiffRun[] => {
  const runs: DiffRun[] = [];
  tokens.forEach((text, index) => {
    if (!changed[index]) return append(runs, text, false);
    const word = wordOf(text);
    // The space between two changed words belongs to the change.
    const spaceInside = index + 1 < tokens.length && changed[index + 1];
    append(runs, spaceInside ? text : word, true);
    if (!spaceInside) append(runs, text.slice(word.length), false);
  });
  return runs;
};

/** Marks, on both sides, the tokens outside their longest common subsequence of words. */
const markMiddle = (a: readonly string[], b: readonly string[]): [boolean[], boolean[]] => {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_DIFF_CELLS) return [a.map(() => true), b.map(() => true)];
  // lengths[i][j]: the LCS of a[i..] and b[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[at(i, j)] =
        wordOf(a[i]) === wordOf(b[j]) ? lengths[at(i + 1, j + 1)] + 1 : Math.max(lengths[at(i + 1, j)], lengths[at(i, j + 1)]);
    }
  }
  const changedA = a.map(() => true);
  const changedB = b.map(() => true);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (wordOf(a[i]) === wordOf(b[j])) {
      changedA[i] = false;
      changedB[j] = false;
      i += 1;
      j += 1;
    } else if (lengths[at(i + 1, j)] >= lengths[at(i, j + 1)]) i += 1;
    else j += 1;
  }
  return [changedA, changedB];
};

/** The two texts as runs, the words only one side has marked changed. */
export const wordDiff = (before: string, after: string): WordDiff => {
  const a = tokensOf(before);
  const b = tokensOf(after);
  let start = 0;
  while (start < a.length && start < b.length && wordOf(a[start]) === wordOf(b[start])) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && wordOf(a[a.length - 1 - end]) === wordOf(b[b.length - 1 - end])) end += 1;
  const [middleA, middleB] = markMiddle(a.slice(start, a.length - end), b.slice(start, b.length - end));
  const keep = (count: number) => Array.from({ length: count }, () => false);
  return {
    before: runsOf(a, [...keep(start), ...middleA, ...keep(end)]),
    after: runsOf(b, [...keep(start), ...middleB, ...keep(end)]),
  };
};
