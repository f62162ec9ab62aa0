// A date and time as the agency reads it: the control shows and takes the wall-clock time in
// the agency's time zone (SITE_TIME_ZONE, from the page's runtime config), the value is the
// ISO time in UTC the API stores (issue 19).

import { publicationMessages } from '@agency/shared/contract/messages';
import { siteTimeZone } from '../../format/date-time';
import type { FieldDef } from '../field-types';
import { useFieldState } from '../use-field-state';
import { utcToZoned, zonedToUtc } from '../zoned-time';
import { FieldFrame, describedBy } from './field-frame';

type DateTimeDef = Extract<FieldDef, { kind: 'datetime' }>;

export function DateTimeField({ field }: { field: DateTimeDef }) {
  const state = useFieldState<string>(field.name);
  const zone = siteTimeZone();
  const hint = [field.hint, publicationMessages.timeZoneHint(zone)].filter(Boolean).join(' ');
  return (
    <FieldFrame {...state} label={field.label} required={field.required} hint={hint}>
      <input
        id={state.id}
        type="datetime-local"
        name={field.name}
        value={utcToZoned(state.value, zone)}
        // An incomplete entry is no time at all: the schema then asks for one.
        onChange={(event) => state.setValue(event.target.value ? (zonedToUtc(event.target.value, zone) ?? '') : '')}
        onBlur={state.touch}
        aria-required={field.required || undefined}
        {...describedBy(state, hint)}
      />
    </FieldFrame>
  );
}
