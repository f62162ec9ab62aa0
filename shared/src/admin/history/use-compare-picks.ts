// Which two revisions the comparison shows: ticking a third lets go of the one ticked first.

import { useState } from 'react';

export const nextPicks = (picked: readonly number[], number: number, on: boolean): number[] =>
  on ? [...picked.filter((n) => n !== number), number].slice(-2) : picked.filter((n) => n !== number);

export const useComparePicks = () => {
  const [picked, setPicked] = useState<number[]>([]);
  const pick = (number: number, on: boolean) => setPicked((current) => nextPicks(current, number, on));
  /** The two picked revisions, older first, once two are ticked. */
  const pair = picked.length === 2 ? ([Math.min(...picked), Math.max(...picked)] as const) : undefined;
  return { picked, pick, pair, clear: () => setPicked([]) };
};
