// The field the content model's done-when tests add to a content type (a `tagline`): its line in
// the content model and the migration file that would come with it, for any resource.

import type { Migration } from 'kysely';
import type { ResourceModel } from '@agency/shared/contract/content-model';

export const NEW_FIELD = 'tagline';

/** A resource as the content model describes it, plus the new text field. */
export const withNewField = (model: ResourceModel): ResourceModel => ({
  ...model,
  fields: { ...model.fields, [NEW_FIELD]: { label: 'Tagline', column: 'text', rule: 'optionalText', input: 'text' } },
});

/** The new field's migration file for `table`, as it would be written. */
export const addNewField = (table: string): Migration => ({
  up: (db) =>
    db.schema
      .alterTable(table)
      .addColumn(NEW_FIELD, 'text', (c) => c.notNull().defaultTo(''))
      .execute(),
});

/** About Us with the new field (the first done-when test's case). */
export const withTagline = withNewField;
export const addTagline: Migration = addNewField('about_us');
