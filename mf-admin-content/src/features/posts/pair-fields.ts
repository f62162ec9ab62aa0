// The post and service editors' own fields, derived from the content model: every field of the
// card's and the body's model (CONTENT_MODEL[cardKey], [bodyKey]) that has an input becomes an
// editor field with that input and its rule, so a field added to either half's model shows in the
// editor, is loaded into it and is saved with its half. The two titles become one `title`; a name
// both halves use is told apart by its half (`cardDescription`, `bodyDescription`). The editor's
// declaration adds only presentation (labels, hints, toolbars) and its pictures.

import type { AnySchema } from 'yup';
import { CONTENT_MODEL, modelFieldsOf, type ModelField, type ResourceModel } from '@agency/shared/contract/content-model';
import { ruleOf, SEO_FIELD_NAMES } from '@agency/shared/schemas';
import { modelFieldDef, type FieldDef, type InputExtras } from '@agency/shared/admin';

/** Which half a route opens at: the card (Blogs, Services) or the body (Single ...). */
export type PairPart = 'card' | 'body';

export const PAIR_PARTS: readonly PairPart[] = ['card', 'body'];

/** A model field's editor presentation: the screen's label instead of the model's, and the kit's extras. */
export type EditorExtras = InputExtras & { label?: string };

export interface PairFieldsDeclaration {
  cardKey: 'blog' | 'service';
  bodyKey: 'singleBlog' | 'singleService';
  /** By editor name (`title`, `cardDescription`, ...). */
  extras: Readonly<Record<string, EditorExtras>>;
  /** The card's picture, after its fields; the body's pictures, after its first field (the article). */
  image: FieldDef;
  images: FieldDef;
}

/** Model field name -> editor field name, per half. */
export type PairNames = Record<PairPart, Readonly<Record<string, string>>>;

export interface PairFields {
  names: PairNames;
  /** The editor fields of each half, in the order they show. */
  card: FieldDef[];
  body: FieldDef[];
  /** The editor's rule of each model field, by editor name. */
  rules: Record<string, AnySchema>;
}

/** Names the editor gives its other parts: a model field of that name is told apart by its half. */
const TAKEN = new Set(['title', 'image', 'imageAlt', 'images', 'imageAlts', 'state', 'publishAt', ...SEO_FIELD_NAMES]);

const capital = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The fields of a model the editor owns: those with an input. */
const edited = (model: ResourceModel): Array<[string, ModelField]> => modelFieldsOf(model).filter(([, field]) => field.input !== undefined);

export const pairNames = (card: ResourceModel, body: ResourceModel): PairNames => {
  const namesOf = (part: PairPart, model: ResourceModel, other: ResourceModel) =>
    Object.fromEntries(
      edited(model).map(([name]) => {
        if (name === model.labelField) return [name, 'title'];
        const shared = name in other.fields || TAKEN.has(name);
        return [name, shared ? `${part}${capital(name)}` : name];
      }),
    );
  return { card: namesOf('card', card, body), body: namesOf('body', body, card) };
};

export const pairFields = (declaration: PairFieldsDeclaration): PairFields => {
  const models: Record<PairPart, ResourceModel> = { card: CONTENT_MODEL[declaration.cardKey], body: CONTENT_MODEL[declaration.bodyKey] };
  const names = pairNames(models.card, models.body);
  const rules: Record<string, AnySchema> = {};
  const fieldsOf = (part: PairPart): FieldDef[] =>
    edited(models[part]).flatMap(([name, field]) => {
      const editorName = names[part][name];
      // The body's title is the card's: one input, one rule.
      if (part === 'body' && editorName === 'title') return [];
      const { label = field.label, ...extras } = declaration.extras[editorName] ?? {};
      rules[editorName] = ruleOf({ ...field, label });
      const def = modelFieldDef(editorName, { ...field, label }, extras);
      return def ? [def] : [];
    });
  const [article, ...rest] = fieldsOf('body');
  return {
    names,
    card: [...fieldsOf('card'), declaration.image],
    body: article ? [article, declaration.images, ...rest] : [declaration.images],
    rules,
  };
};
