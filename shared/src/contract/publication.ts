// Publication states of the content with a public page (issue 19): a draft is seen by staff
// only, a published entry by everyone, a scheduled one becomes published at `publishAt` (UTC),
// carried out by the server. Staff enter that time in the agency's time zone (SITE_TIME_ZONE; the
// admin kit's zoned-time.ts converts it), kept small here: the contract rides in every page's first view.

import type { ContentTypes } from './content-types';
import { publishable } from './content-types/public-facts';
import type { ContentResourceKey } from './resources';

export const PUBLICATION_STATES = ['draft', 'published', 'scheduled'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const isPublicationState = (value: unknown): value is PublicationState =>
  typeof value === 'string' && (PUBLICATION_STATES as readonly string[]).includes(value);

/** The fields every publishable entry carries: `publishAt` is an ISO time, null unless scheduled. */
export interface Publication {
  state: PublicationState;
  publishAt: string | null;
}

/** The content types that include the publication part (their declarations' `publication`): the only ones with a state. */
export type PublishableResourceKey = {
  [K in ContentResourceKey]: ContentTypes[K] extends { publication: object } ? K : never;
}[ContentResourceKey];

export const PUBLISHABLE_RESOURCES = publishable as readonly PublishableResourceKey[];

export const isPublishable = (key: ContentResourceKey): boolean => (PUBLISHABLE_RESOURCES as readonly string[]).includes(key);

export const DEFAULT_SITE_TIME_ZONE = 'UTC';
