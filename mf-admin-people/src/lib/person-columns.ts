// The list columns of people (team members, testimonials; product §2): the picture, the
// name (sortable), any of the resource's own, then the description as plain text (tags
// stripped, &nbsp; as spaces).

import type { TeamMember, Testimonial } from '@agency/shared/contract';
import { imageColumn, plainTextColumn, sortable, textColumn, type Column } from '@agency/shared/admin';

export const personColumns = <T extends TeamMember | Testimonial>(
  imageKind: 'team' | 'testimonial',
  own: Column<T>[] = [],
): Column<T>[] => [
  imageColumn<T>(
    imageKind,
    (person) => person.image,
    (person) => person.title,
  ),
  sortable(
    textColumn<T>('Title', (person) => person.title),
    'title',
  ),
  ...own,
  plainTextColumn<T>('Description', (person) => person.description),
];
