// Database rows to reply entities (the shapes of shared/contract/entities.ts)
// and validated values to column values.

import type { ContentResource } from '@agency/shared/contract/resources';
import type { ColumnKind, ContentStorage } from './content-storage';
import { socialImageFile } from './stored-social-image';

export type Row = Record<string, unknown>;
export type Entity = Record<string, unknown> & { _id: string };

const parseList = (text: unknown): unknown[] => {
  if (typeof text !== 'string') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

const fromColumn = (kind: ColumnKind, value: unknown): unknown => {
  switch (kind) {
    case 'number':
    case 'integer':
      return Number(value ?? 0);
    case 'nullableNumber':
      return value === null || value === undefined ? null : Number(value);
    case 'boolean':
      return Number(value) === 1;
    case 'json':
      return parseList(value);
    case 'nullableText':
      return typeof value === 'string' && value !== '' ? value : null;
    default:
      return typeof value === 'string' ? value : '';
  }
};

export const toColumn = (kind: ColumnKind, value: unknown): unknown => {
  switch (kind) {
    case 'number':
    case 'integer':
      return Number(value ?? 0);
    case 'nullableNumber':
      return value === null || value === undefined ? null : Number(value);
    case 'boolean':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value ?? []);
    case 'nullableText':
      return typeof value === 'string' && value !== '' ? value : null;
    default:
      return typeof value === 'string' ? value : '';
  }
};

export const imageNamesOf = (resource: ContentResource, row: Row): string[] => {
  if (resource.images === 'single') return typeof row.image === 'string' && row.image ? [row.image] : [];
  if (resource.images === 'many') return parseList(row.images).filter((name): name is string => typeof name === 'string');
  return [];
};

/** The alt texts of a row's `images`, one per picture in their order ('' where none is stored). */
export const imageAltsOf = (row: Row, count: number): string[] => {
  const stored = parseList(row.imageAlts);
  return Array.from({ length: count }, (_, index) => (typeof stored[index] === 'string' ? (stored[index] as string) : ''));
};

/** Every stored file a row refers to: its images and its social image (what the sweep, backup and purge count). */
export const storedFilesOf = (resource: ContentResource, row: Row): string[] => [...imageNamesOf(resource, row), ...socialImageFile(row)];

export const toEntity = (resource: ContentResource, storage: ContentStorage, row: Row): Entity => {
  const entity: Entity = { _id: String(row._id) };
  if (resource.slugFrom) entity.slug = row.slug;
  for (const [field, kind] of Object.entries(storage.fields)) entity[field] = fromColumn(kind, row[field]);
  if (resource.images === 'single') entity.image = storage.imageOptional ? (row.image as string | null) || null : (row.image ?? '');
  if (resource.images === 'many') {
    const images = imageNamesOf(resource, row);
    entity.images = images;
    entity.imageAlts = imageAltsOf(row, images.length);
  }
  entity.createdAt = row.createdAt;
  entity.updatedAt = row.updatedAt;
  return entity;
};

/** The editable values of an entity, as a form would send them back. */
export const editableValues = (storage: ContentStorage, entity: Entity): Record<string, unknown> =>
  Object.fromEntries(Object.keys(storage.fields).map((field) => [field, entity[field]]));
