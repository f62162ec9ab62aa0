// The field issue 16's done-when adds to one content type (About Us gets a `tagline`): its line in the
// content model and the migration file that would come with it.

import type { Migration } from 'kysely';
import type { ResourceModel } from '@agency/shared/contract/content-model';

/** About Us as the content model describes it, plus the new text field. */
export const withTagline = (about: ResourceModel): ResourceModel => ({
  ...about,
  fields: { ...about.fields, tagline: { label: 'Tagline', column: 'text', rule: 'optionalText', input: 'text' } },
});

/** The new field's migration file, as it would be written. */
export const addTagline: Migration = {
  up: (db) =>
    db.schema
      .alterTable('about_us')
      .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
      .execute(),
};
