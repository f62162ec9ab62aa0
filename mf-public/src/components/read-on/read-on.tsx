// A card's description cut to a teaser, with a button to read all of it and back, when
// the cut left something out (work and team cards in their carousels).

import { useId, useState } from 'react';
import { visitorMessages } from '@agency/shared/contract/visitor-messages';
import { summarize } from '../../utils/summarize';
import './read-on.css';

export interface ReadOnProps {
  /** The description, rich HTML (read as plain sentences). */
  html: string;
  /** The teaser's length in characters. */
  max: number;
  className: string;
}

export function ReadOn({ html, max, className }: ReadOnProps) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const whole = summarize(html, Number.POSITIVE_INFINITY, { sentences: true });
  const teaser = summarize(html, max, { sentences: true });
  if (teaser === whole) return <p className={className}>{whole}</p>;
  return (
    <>
      <p id={textId} className={className}>
        {open ? whole : teaser}
      </p>
      <button type="button" className="read-on" aria-expanded={open} aria-controls={textId} onClick={() => setOpen(!open)}>
        {open ? visitorMessages.readLess : visitorMessages.readMore}
      </button>
    </>
  );
}
