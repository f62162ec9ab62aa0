// The top bar's search (an ARIA combobox): titles and headings of every content
// type and the senders of contact messages, asked for once typing pauses; arrows move through the hits, Enter or a
// click opens the hit's edit screen, Escape closes the list and then clears.

import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@agency/shared/router';
import type { SearchHit } from '@agency/shared/contract';
import { topBarMessages } from '@agency/shared/contract/messages';
import { useDismiss } from '../use-dismiss';
import { hitPath } from './search-hit';
import { SearchResults } from './search-results';
import { useContentSearch } from './use-content-search';

export function AdminSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const container = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const navigate = useNavigate();
  const { term, wanted, hits, searching, failed } = useContentSearch(text);
  const expanded = open && wanted;

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);
  useDismiss(open, container, close);

  const pick = (hit: SearchHit) => {
    setText('');
    close();
    navigate(hitPath(hit));
  };

  const move = (step: number) => {
    if (hits.length === 0) return;
    setOpen(true);
    setActiveIndex((current) => (current + step + hits.length) % hits.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter' && expanded && hits.length > 0) {
      event.preventDefault();
      pick(hits[Math.max(activeIndex, 0)]);
    } else if (event.key === 'Escape') {
      // Handled here so the document listener does not close twice; a second Escape clears.
      event.nativeEvent.stopImmediatePropagation();
      if (expanded) close();
      else setText('');
    }
  };

  return (
    <div className="topbar-search" ref={container} role="search" aria-label={topBarMessages.searchLabel}>
      <label htmlFor={inputId} className="ui-visually-hidden">
        {topBarMessages.searchLabel}
      </label>
      <svg className="topbar-search__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M15.5 14h-.79l-.28-.27a6.5 6.5 0 1 0-.7.7l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z"
          fill="currentColor"
        />
      </svg>
      <input
        id={inputId}
        className="topbar-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={topBarMessages.searchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <SearchResults
          listId={listId}
          optionId={optionId}
          term={term}
          hits={hits}
          activeIndex={activeIndex}
          searching={searching}
          failed={failed}
          onPick={pick}
        />
      ) : null}
    </div>
  );
}
