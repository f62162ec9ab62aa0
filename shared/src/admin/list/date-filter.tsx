// When a list's entries were added (issue 21): a first and a last day, both included, in the
// agency's time zone. The days live in the address (`?from=2026-11-01&to=2026-11-30`) like the
// page, sort, search and state.

import { useId } from 'react';
import { listMessages } from '@agency/shared/contract/messages';

/** `YYYY-MM-DD`, or undefined for no bound. */
export interface DateRange {
  from?: string;
  to?: string;
}

export interface DateFilterProps extends DateRange {
  /** Gets the bound that changed only (both when cleared): the other may have changed since this render. */
  onChange: (change: DateRange) => void;
}

export function DateFilter({ from, to, onChange }: DateFilterProps) {
  const id = useId();
  return (
    <fieldset className="admin-list-filter admin-list-dates">
      <legend>{listMessages.dateRange}</legend>
      {/* Each label stays on the line of its field when the bar wraps (a phone). */}
      <span className="admin-list-dates__day">
        <label htmlFor={`${id}-from`}>{listMessages.dateFrom}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </span>
      <span className="admin-list-dates__day">
        <label htmlFor={`${id}-to`}>{listMessages.dateTo}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </span>
      {from || to ? (
        <button type="button" className="btn btn-outline btn-small" onClick={() => onChange({ from: undefined, to: undefined })}>
          {listMessages.clearDates}
        </button>
      ) : null}
    </fieldset>
  );
}
