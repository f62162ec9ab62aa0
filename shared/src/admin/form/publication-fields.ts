// The publication controls of the content with a public page (issue 19): the state, and the
// time a scheduled entry goes live. They sit in the publish side panel; a new entry is
// published at once unless staff choose otherwise, as the brief's Publish button did.

import { PUBLICATION_STATES } from '@agency/shared/contract';
import { publicationMessages } from '@agency/shared/contract/messages';
import type { FieldDef } from './field-types';

export const publicationFieldDefs = (): FieldDef[] => [
  {
    kind: 'select',
    name: 'state',
    label: publicationMessages.stateLabel,
    options: PUBLICATION_STATES.map((state) => ({ value: state, label: publicationMessages.states[state] })),
    defaultValue: 'published',
    placement: 'panel',
  },
  {
    kind: 'datetime',
    name: 'publishAt',
    label: publicationMessages.publishAtLabel,
    required: true,
    placement: 'panel',
    shownWhen: { field: 'state', value: 'scheduled' },
  },
];
