// The search popup: a listbox of hits (title and content type), or a status line
// while searching, when nothing matched, or when the search failed.

import { type SearchHit } from '@agency/shared/contract';
import { topBarMessages } from '@agency/shared/contract/messages';
import { hitAreaLabel } from './search-hit';

export interface SearchResultsProps {
  listId: string;
  optionId: (index: number) => string;
  term: string;
  hits: readonly SearchHit[];
  activeIndex: number;
  searching: boolean;
  failed: boolean;
  onPick: (hit: SearchHit) => void;
}

export function SearchResults({ listId, optionId, term, hits, activeIndex, searching, failed, onPick }: SearchResultsProps) {
  let status: string | null = null;
  if (failed) status = topBarMessages.searchFailed;
  else if (searching && hits.length === 0) status = topBarMessages.searching;
  else if (hits.length === 0) status = topBarMessages.searchNoResults(term);

  return (
    <div className="topbar-search__popup">
      <p className="topbar-search__status" role="status">
        {status ?? topBarMessages.searchResultCount(hits.length)}
      </p>
      <ul id={listId} role="listbox" aria-label={topBarMessages.searchResults} className="topbar-search__list">
        {hits.map((hit, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input owns the keys (ARIA combobox: arrows, Enter)
          <li
            key={`${hit.resource}-${hit._id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={`topbar-search__option${index === activeIndex ? ' is-active' : ''}`}
            // Keep focus in the input; the click picks the hit.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(hit)}
          >
            <span className="topbar-search__label">{hit.label}</span>
            <span className="topbar-search__area">{hitAreaLabel(hit)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
