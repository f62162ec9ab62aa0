// The History of a post's editor (issue 19): one section, in it the admin kit's panel of
// each stored half (its card, its article) over that record's own fields.

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
    <section className="admin-card admin-history">
      <h2 className="admin-history__title">{historyMessages.title}</h2>
      {halves.map((half) =>
        half.id ? (
          <HistoryPanel
            key={half.part}
            resource={CONTENT_RESOURCES[half.key]}
            id={half.id}
            fields={half.fields}
            title={pair.sections[half.part].title}
            level={3}
            version={half.version}
            onRestored={(entry) => onRestored(half.part, entry)}
          />
        ) : null,
      )}
    </section>
  );
}
