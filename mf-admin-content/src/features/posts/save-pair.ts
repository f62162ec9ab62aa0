// Saving a post: the card first, then the body (created when the post had none and
// staff wrote one), each with the version it was loaded at. Two calls, as the API
// has two resources (product §7); a failure names the half that failed.

import { buildRequestBody, type FormValues } from '@agency/shared/admin';
import type { AppDispatch } from '@agency/shared/api';
import { contentStaffApi } from '@agency/shared/staff-api';
import type { PairConfig, PairPart } from './pair-config';
import { toBody, toCard } from './pair-values';

type Entity = Record<string, unknown> & { _id: string };

type WriteBody = FormData | Record<string, unknown>;

interface HalfWrites {
  create: (dispatch: AppDispatch, body: WriteBody) => Promise<Entity>;
  update: (dispatch: AppDispatch, args: { id: string; body: WriteBody; version?: string }) => Promise<Entity>;
}

const E = contentStaffApi.endpoints;

/** Each half's create and update, unwrapped to the stored record. */
const WRITES: Record<PairConfig['cardKey'] | PairConfig['bodyKey'], HalfWrites> = {
  blog: {
    create: (dispatch, body) => dispatch(E.blogCreate.initiate(body)).unwrap(),
    update: (dispatch, args) => dispatch(E.blogUpdate.initiate(args)).unwrap(),
  },
  singleBlog: {
    create: (dispatch, body) => dispatch(E.singleBlogCreate.initiate(body)).unwrap(),
    update: (dispatch, args) => dispatch(E.singleBlogUpdate.initiate(args)).unwrap(),
  },
  service: {
    create: (dispatch, body) => dispatch(E.serviceCreate.initiate(body)).unwrap(),
    update: (dispatch, args) => dispatch(E.serviceUpdate.initiate(args)).unwrap(),
  },
  singleService: {
    create: (dispatch, body) => dispatch(E.singleServiceCreate.initiate(body)).unwrap(),
    update: (dispatch, args) => dispatch(E.singleServiceUpdate.initiate(args)).unwrap(),
  },
};

/** Where the form's halves stand: ids of the stored records and their versions. */
export interface PairState {
  cardId?: string;
  bodyId?: string;
  cardVersion?: string;
  bodyVersion?: string;
  /** The values the halves were stored with (removed images are counted against them). */
  stored: FormValues;
}

export class PartFailure extends Error {
  constructor(
    readonly part: PairPart,
    override readonly cause: unknown,
    /** The card, when it was saved before the body failed. */
    readonly savedCard?: Entity,
  ) {
    super(`${part} save failed`);
  }
}

const savePart = async (
  dispatch: AppDispatch,
  pair: PairConfig,
  part: PairPart,
  id: string | undefined,
  version: string | undefined,
  body: WriteBody,
): Promise<Entity> => {
  const writes = WRITES[part === 'card' ? pair.cardKey : pair.bodyKey];
  try {
    return await (id ? writes.update(dispatch, { id, body, version }) : writes.create(dispatch, body));
  } catch (error) {
    throw new PartFailure(part, error);
  }
};

/** Saves what changed of each half; returns the stored records (null for a body that is not written). */
export const savePair = async (
  dispatch: AppDispatch,
  pair: PairConfig,
  state: PairState,
  values: FormValues,
  writeBody: boolean,
): Promise<{ card: Entity; body: Entity | null }> => {
  const cardMode = state.cardId ? 'edit' : 'create';
  const cardRequest = buildRequestBody(
    pair.cardFields,
    pair.cardSchema.cast(toCard(pair, values), { context: { mode: cardMode }, assert: false }),
    {
      json: false,
      mode: cardMode,
      initial: toCard(pair, state.stored),
    },
  );
  const card = await savePart(dispatch, pair, 'card', state.cardId, state.cardVersion, cardRequest);
  if (!writeBody) return { card, body: null };
  const bodyMode = state.bodyId ? 'edit' : 'create';
  const bodyRequest = buildRequestBody(
    pair.bodyFields,
    pair.bodySchema.cast(toBody(pair, values), { context: { mode: bodyMode }, assert: false }),
    {
      json: false,
      mode: bodyMode,
      initial: toBody(pair, state.stored),
    },
  );
  try {
    const body = await savePart(dispatch, pair, 'body', state.bodyId, state.bodyVersion, bodyRequest);
    return { card, body };
  } catch (error) {
    throw new PartFailure('body', (error as PartFailure).cause, card);
  }
};

/**
 * After a restore gave one half another title, the other half takes it too, with the restored
 * half's slug (one request with the title and slug alone), so both keep one address and the post
 * its page, a slug staff chose included. Returns that half as saved.
 */
export const followTitle = async (
  dispatch: AppDispatch,
  pair: PairConfig,
  part: PairPart,
  state: PairState,
  restored: { title: string; slug?: unknown },
): Promise<Entity | undefined> => {
  const other: PairPart = part === 'card' ? 'body' : 'card';
  const id = other === 'card' ? state.cardId : state.bodyId;
  if (!id || restored.title === state.stored.title) return undefined;
  const body = new FormData();
  body.append(other === 'card' ? pair.cardTitle : 'heading', restored.title);
  if (typeof restored.slug === 'string' && restored.slug !== '') body.append('slug', restored.slug);
  return savePart(dispatch, pair, other, id, other === 'card' ? state.cardVersion : state.bodyVersion, body);
};
