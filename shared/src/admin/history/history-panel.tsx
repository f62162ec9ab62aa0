// The History panel of the content editors (issue 19): the entry's saved versions, loaded
// when staff open the panel; two ticked are compared side by side; "Restore this version"
// (confirmed) saves an earlier one again, naming the version the form holds (a stale one
// gets the API's 409 message), and hands the restored entry to the editor's form.

import { useId, useState } from 'react';
import type { ContentResource } from '@agency/shared/contract';
import { historyMessages as m } from '@agency/shared/contract/messages';
import { serverMessage } from '@agency/shared/api';
import { Message, Spinner } from '@agency/shared/ui';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import type { FieldDef } from '../form/field-types';
import { RevisionComparison } from './revision-comparison';
import { RevisionList } from './revision-list';
import { useGetRevisionsQuery, useRestoreRevisionMutation } from '@agency/shared/staff-api';
import { useComparePicks } from './use-compare-picks';
import './history.css';

type Entity = Record<string, unknown> & { _id: string };

export interface HistoryPanelProps {
  resource: ContentResource;
  id: string;
  /** The record's own fields (labels and kinds for the comparison). */
  fields: readonly FieldDef[];
  /** The panel's heading: the post editor names the half it belongs to. */
  title?: string;
  /** 3 inside a History section of several panels (the post editor's halves), which is then the card. */
  level?: 2 | 3;
  /** The version the form holds now, sent with a restore. */
  version: () => string | undefined;
  /** The entry as the restore saved it: the form starts again from it. */
  onRestored: (entry: Entity) => void;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function HistoryPanel({ resource, id, fields, title = m.title, level = 2, version, onRestored }: HistoryPanelProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const entry = { resource, id };
  const history = useGetRevisionsQuery(entry, { skip: !open });
  const { picked, pick, pair, clear } = useComparePicks();
  const [asked, setAsked] = useState<number | null>(null);
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The publication controls are not restored (the state is its own decision), so they are not compared.
  const compared = fields.filter((field) => field.placement !== 'panel');

  const confirmRestore = async (number: number) => {
    try {
      const restored = await restore({ ...entry, number, version: version() }).unwrap();
      setAsked(null);
      clear();
      onRestored(restored);
      setOutcome({ tone: 'success', text: m.restored(number) });
    } catch (error) {
      setAsked(null);
      setOutcome({ tone: 'error', text: serverMessage(error as Parameters<typeof serverMessage>[0]) ?? m.restoreFailed });
    }
  };

  // The history of this entry only (never the one of the entry the editor showed before).
  const revisions = history.currentData;
  let body;
  if (history.isError) body = <Message tone="error">{m.loadFailed}</Message>;
  else if (!revisions) body = <Spinner label={m.loading} showLabel />;
  else if (revisions.length === 0) body = <p>{m.empty}</p>;
  else
    body = (
      <>
        <RevisionList revisions={revisions} picked={picked} onPick={pick} onRestore={setAsked} />
        {pair ? <RevisionComparison entry={entry} fields={compared} numbers={pair} /> : <p className="admin-field__hint">{m.pickTwo}</p>}
      </>
    );

  return (
    // Not a named region: the editor's own parts (Card, Article) are, and finding them by name stays unambiguous.
    <section className={level === 2 ? 'admin-card admin-history' : 'admin-history admin-history--part'}>
      <div className="admin-history__head">
        <Heading className="admin-history__title">{title}</Heading>
        <button
          type="button"
          className="btn btn-outline btn-small"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          {open ? m.hide : m.show}
        </button>
      </div>
      {outcome ? <Message tone={outcome.tone}>{outcome.text}</Message> : null}
      <div id={regionId} hidden={!open}>
        {open ? (
          <>
            <p className="admin-field__hint">{m.intro}</p>
            {body}
          </>
        ) : null}
      </div>
      {asked !== null ? (
        <ConfirmDialog
          title={m.restoreTitle}
          question={m.restoreQuestion(asked)}
          onCancel={() => setAsked(null)}
          onConfirm={() => void confirmRestore(asked)}
          busy={restoring}
        />
      ) : null}
    </section>
  );
}
