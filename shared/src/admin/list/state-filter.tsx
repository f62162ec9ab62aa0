// Which publication states a content list shows (issue 19): all, or one of them. The choice
// lives in the address (`?state=draft`) like the page, sort and search.

import { useId } from 'react';
import { isPublicationState, PUBLICATION_STATES, type PublicationState } from '@agency/shared/contract';
import { publicationMessages } from '@agency/shared/contract/messages';

export interface StateFilterProps {
  value?: PublicationState;
  onChange: (state: PublicationState | undefined) => void;
}

export function StateFilter({ value, onChange }: StateFilterProps) {
  const id = useId();
  return (
    <div className="admin-list-filter">
      <label htmlFor={id}>{publicationMessages.filterLabel}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(isPublicationState(event.target.value) ? event.target.value : undefined)}
      >
        <option value="">{publicationMessages.allStates}</option>
        {PUBLICATION_STATES.map((state) => (
          <option key={state} value={state}>
            {publicationMessages.states[state]}
          </option>
        ))}
      </select>
    </div>
  );
}
