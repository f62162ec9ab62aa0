// The link dialog's search of the site's own pages and posts: a search box and the matching
// pages as buttons (Tab reaches them; Enter in the box takes the first), each naming its kind
// and address; picking one gives the link its address. How many were found is announced.

import { useId, useState, type KeyboardEvent } from 'react';
import { linkDialogMessages as m } from '@agency/shared/contract/messages';
import { useSiteLinks, type SiteLink } from './use-site-links';

export function SiteLinkSearch({ onPick }: { onPick: (link: SiteLink) => void }) {
  const [typed, setTyped] = useState('');
  const { links, idle, loading, failed } = useSiteLinks(typed);
  const inputId = useId();
  const hintId = useId();
  const status = idle ? '' : loading ? m.searching : failed ? m.searchFailed : links.length === 0 ? m.noResults : m.found(links.length);
  const pick = (link: SiteLink) => {
    onPick(link);
    setTyped('');
  };
  // Enter searches here, it does not send the dialog's form: it takes the first page found.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!loading && links[0]) pick(links[0]);
  };
  return (
    <div className="field rich-link-search">
      <label htmlFor={inputId}>{m.searchLabel}</label>
      <input
        id={inputId}
        type="search"
        value={typed}
        autoComplete="off"
        aria-describedby={hintId}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="admin-field__hint">
        {m.searchHint}
      </p>
      <p className="rich-link-search__status" role="status">
        {status}
      </p>
      {links.length > 0 && !loading ? (
        <ul className="rich-link-search__results">
          {links.map((link) => (
            <li key={`${link.kind}:${link.path}`}>
              <button
                type="button"
                className="rich-link-search__result"
                aria-label={m.pick(link.title, link.path)}
                onClick={() => pick(link)}
              >
                <span className="rich-link-search__kind">{m.kinds[link.kind]}</span> {link.title}{' '}
                <span className="rich-link-search__path">{link.path}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
