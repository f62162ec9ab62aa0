// Team (product §2): Title, Role, Description, link1 to link4 and an Image; the list
// adds a Role column. Title and role are required, the links optional.

import { adminArea, type TeamMember } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { contentSchemas } from '@agency/shared/schemas';
import { contentFormFields, contentResourceApi, textColumn, type AdminResource } from '@agency/shared/admin';
import { personColumns } from '../../lib/person-columns';
import { PERSON_INPUTS, portraitField } from '../../lib/person-fields';

export const teamResource: AdminResource<TeamMember> = {
  area: adminArea('team'),
  noun: 'Team Member',
  messages: resourceMessages.team,
  schema: contentSchemas.team,
  rowName: (member) => member.title,
  columns: personColumns<TeamMember>('team', [textColumn<TeamMember>('Role', (member) => member.role)]),
  fields: [
    ...contentFormFields('team', {
      ...PERSON_INPUTS,
      link1: { hint: 'Optional profile links (LinkedIn, X, ...), each starting with https://' },
    }),
    portraitField('team'),
  ],
  api: contentResourceApi('team'),
};
