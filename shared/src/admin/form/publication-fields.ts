// The publication controls of the content with a public page (issue 19): when the entry goes
// live (at once, or at a time), in the publish side panel. Whether it goes live at all is the
// button pressed: Save draft or the spec's Publish (publish-actions.ts). A stored draft shows
// "When published": the form's state is the timing, the entry's own state is shown above it.

import { publicationMessages } from '@agency/shared/contract/messages';
import type { FieldDef } from './field-types';

export const publicationFieldDefs = (): FieldDef[] => [
  {
    // When the primary button takes the entry live; Save draft keeps it a draft (publish-actions.ts).
    kind: 'radio',
    name: 'state',
    label: publicationMessages.timingLabel,
    options: [
      { value: 'published', label: publicationMessages.immediately },
      { value: 'scheduled', label: publicationMessages.atATime },
    ],
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
