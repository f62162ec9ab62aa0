// The History panels of a post's editor (issue 19): one per stored half (its card, its
// article), each the admin kit's panel over that record's own fields.

import { CONTENT_RESOURCES } from '@agency/shared/contract';
import { historyMessages } from '@agency/shared/contract/messages';
import { HistoryPanel } from '@agency/shared/admin';
import type { PairConfig, PairPart } from './pair-config';
import type { PairState } from './save-pair';

type Entity = Record<string, unknown> & { _id: string };

export interface PairHistoryProps {
  pair: PairConfig;
  /** The halves' ids and versions as the form holds them. */
  state: () => PairState;
  onRestored: (part: PairPart, entry: Entity) => void;
}

export function PairHistory({ pair, state, onRestored }: PairHistoryProps) {
  const { cardId, bodyId } = state();
  const halves = [
    { part: 'card' as const, id: cardId, key: pair.cardKey, fields: pair.cardFields, version: () => state().cardVersion },
    { part: 'body' as const, id: bodyId, key: pair.bodyKey, fields: pair.bodyFields, version: () => state().bodyVersion },
  ];
  return (
    <>
      {halves.map((half) =>
        half.id ? (
          <HistoryPanel
            key={half.part}
            resource={CONTENT_RESOURCES[half.key]}
            id={half.id}
            fields={half.fields}
            title={historyMessages.partTitle(pair.sections[half.part].title)}
            version={half.version}
            onRestored={(entry) => onRestored(half.part, entry)}
          />
        ) : null,
      )}
    </>
  );
}
