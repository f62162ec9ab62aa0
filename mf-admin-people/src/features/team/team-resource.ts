// Team (product §2): Title, Role, Description, link1 to link4 and an Image; the list
// adds a Role column. Title and role are required, the links optional.

import { adminArea, type TeamMember } from '@agency/shared/contract';
import { resourceMessages } from '@agency/shared/contract/messages';
import { contentSchemas } from '@agency/shared/schemas';
import {
  contentResourceApi,
  imageColumn,
  plainTextColumn,
  sortable,
  textColumn,
  type AdminResource,
  type FieldDef,
} from '@agency/shared/admin';
import { descriptionField, portraitField, roleField, titleField } from '../../lib/person-fields';

const LINK_NUMBERS = [1, 2, 3, 4] as const;

const linkFields: FieldDef[] = LINK_NUMBERS.map((number) => ({
  kind: 'text',
  name: `link${number}`,
  label: `Link ${number}`,
  inputType: 'url',
  hint: number === 1 ? 'Optional profile links (LinkedIn, X, ...), each starting with https://' : undefined,
}));

export const teamResource: AdminResource<TeamMember> = {
  area: adminArea('team'),
  noun: 'Team Member',
  messages: resourceMessages.team,
  schema: contentSchemas.team,
  rowName: (member) => member.title,
  columns: [
    imageColumn<TeamMember>(
      'team',
      (member) => member.image,
      (member) => member.title,
    ),
    sortable(
      textColumn<TeamMember>('Title', (member) => member.title),
      'title',
    ),
    textColumn<TeamMember>('Role', (member) => member.role),
    // Tags stripped and &nbsp; as spaces (product §2).
    plainTextColumn<TeamMember>('Description', (member) => member.description),
  ],
  fields: [titleField, roleField, descriptionField(), ...linkFields, portraitField('team')],
  api: contentResourceApi('team'),
};
