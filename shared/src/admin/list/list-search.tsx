// The search box above an admin list: the API searches the list's text (full-text for posts
// and messages), Enter or Search runs it, Clear goes back to the whole list.

import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_CHARS } from '@agency/shared/contract';
import { listMessages } from '@agency/shared/contract/messages';

export interface ListSearchProps {
  /** The search that produced the rows on screen. */
  value: string;
  onSearch: (q: string) => void;
  /** What is searched, for the box's label: 'Blogs', 'Our Contacts'. */
  label: string;
}

export function ListSearch({ value, onSearch, label }: ListSearchProps) {
  const [text, setText] = useState(value);
  const id = useId();
  // Back, Forward or a link may change the search under the box.
  useEffect(() => setText(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // After the event: a navigation (a transition) started inside a submit handler makes
    // React 19 treat the form as a form action and read it as FormData.
    void Promise.resolve(text).then(onSearch);
  };

  return (
    <form className="admin-list-search" role="search" aria-label={listMessages.searchLabel(label)} onSubmit={submit}>
      <label htmlFor={id} className="ui-visually-hidden">
        {listMessages.searchLabel(label)}
      </label>
      <input
        id={id}
        type="search"
        className="admin-list-search__input"
        value={text}
        maxLength={SEARCH_MAX_CHARS}
        placeholder={listMessages.searchLabel(label)}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary btn-small">
        {listMessages.searchButton}
      </button>
      {value ? (
        <button type="button" className="btn btn-outline btn-small" onClick={() => onSearch('')}>
          {listMessages.clearSearch}
        </button>
      ) : null}
    </form>
  );
}
