// Database access of one content resource: lists in display order, lookups by
// id, slug or old slug, and writes that keep slugs unique and slug history right.

import { sql, type Kysely, type Transaction } from 'kysely';
import type { Page } from '@agency/shared/contract/paging';
import type { PublicationState } from '@agency/shared/contract/publication';
import { isPageCard, type ContentResource } from '@agency/shared/contract/resources';
import type { Engine } from '../db/connect';
import { isoNow, isoNowAfter, newObjectId } from '../db/ids';
import { forUpdate } from '../db/row-lock';
import type { Database } from '../db/schema';
import type { ContentStorage } from '../persistence/content-storage';
import { toEntity, type Entity, type Row } from '../persistence/entity-mapper';
import { FULL_TEXT_INDEXES, fullTextMatch, searchTerms, type FullTextIndex } from '../persistence/full-text';
import { readListStats } from '../persistence/list-stats';
import { caseInsensitive, containsText, selectPage, type AnySelect, type PageRequest } from '../persistence/paged-select';
import { recordSave } from '../revisions/revision-repository';
import { moveToTrash } from '../trash/trash-repository';
import { otherHalfRow } from '../trash/page-unit';
import { asSlugRefusal, nextSlug, rememberOldSlug, type SlugWrite } from './entry-slug';
import { shareOnePublication, writesPublication } from './page-publication';

// The generic repository addresses tables by name; the typed schema cannot follow that.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any> | Transaction<any>;

export interface ContentListQuery extends PageRequest {
  sort: string;
  q: string;
  /** Only entries in this state (staff's filter; a visitor's list holds published ones only). */
  state?: PublicationState;
  /** Only entries created in [from, to) (ISO instants, as stored). */
  from?: string;
  to?: string;
}

/** Who reads (issue 19): visitors see published entries only, staff every state. */
export type Audience = 'visitor' | 'staff';

export interface ImageColumns {
  image?: string | null;
  images?: string;
  /** The alt texts of `images`, in their order (JSON). */
  imageAlts?: string;
}

/** Who saves, for the entry's history (issue 19); a restore names the revision it brings back. */
export interface SaveAuthor {
  authorId: string;
  restoredFrom?: number;
}

/** Who saves (for the history) and the slug field as sent (see entry-slug.ts). */
export interface SaveOptions {
  author?: SaveAuthor;
  slug?: string;
}

/** An update's new values, or a function of the locked current row giving them (a restore). */
export type UpdateValues = Record<string, unknown> | ((current: Row) => Record<string, unknown>);

export interface UpdateResult {
  entity: Entity;
  /** Files the update no longer references: delete them once committed. */
  replacedImages: string[];
}

/** Told of every stored change of an entry inside its transaction: its row before and after (missing when created or removed). */
export type EntryWriteListener = (trx: Transaction<Database>, before: Row | undefined, after: Row | undefined) => Promise<void>;

export class ContentRepository {
  private readonly db: AnyDb;
  /** Queues what follows a change in the same transaction (the IndexNow submission). */
  onEntryWrite?: EntryWriteListener;

  constructor(
    db: Kysely<Database>,
    private readonly engine: Engine,
    readonly resource: ContentResource,
    readonly storage: ContentStorage,
  ) {
    this.db = db as AnyDb;
  }

  private get table(): string {
    return this.storage.table;
  }

  /** Content with a public page keeps its revisions (issue 19). */
  get keepsRevisions(): boolean {
    return this.storage.publishable;
  }

  private entity = (row: Row): Entity => toEntity(this.resource, this.storage, row);

  private get fullText(): FullTextIndex | undefined {
    return (FULL_TEXT_INDEXES as Record<string, FullTextIndex>)[this.table];
  }

  /**
   * Rows matching `query`: full-text (every word as a prefix, over the text) where the table has
   * an index for it, else the label containing the text (short lists: about, services, FAQs…).
   * Undefined when the query holds no words: everything matches.
   */
  private matching(query: string) {
    const terms = searchTerms(query);
    if (terms.length === 0) return undefined;
    const index = this.fullText;
    return index ? fullTextMatch(this.engine, index, terms) : containsText(this.storage.labelField, query.trim());
  }

  /** The one state `audience` may see with `asked` (a filter), or undefined for any; null when none can match. */
  private stateFor(audience: Audience, asked?: PublicationState): PublicationState | undefined | null {
    if (!this.storage.publishable) return undefined;
    if (audience === 'staff') return asked;
    return asked === undefined || asked === 'published' ? 'published' : null;
  }

  /** Narrows a query on this table to the rows `audience` may see. */
  private visibleTo<Q extends AnySelect>(query: Q, audience: Audience): Q {
    return this.storage.publishable && audience === 'visitor' ? (query.where(`${this.table}.state`, '=', 'published') as Q) : query;
  }

  /** The rows in `state`: the total of a list narrowed to one state, read through its index (migration 053). */
  private async countInState(state: PublicationState): Promise<number> {
    const row = await this.db
      .selectFrom(this.table)
      .select((eb) => eb.fn.countAll().as('total'))
      .where('state', '=', state)
      .executeTakeFirst();
    return Number((row as { total?: unknown } | undefined)?.total ?? 0);
  }

  /** One page of the list, sorted and searched as asked, and the total of what `audience` may see. */
  async listPage(query: ContentListQuery, audience: Audience = 'visitor'): Promise<Page<Entity>> {
    const condition = this.matching(query.q);
    const state = this.stateFor(audience, query.state);
    const base = this.db
      .selectFrom(this.table)
      .$if(condition !== undefined, (qb) => qb.where(condition!))
      .$if(state !== undefined, (qb) => (state === null ? qb.where(sql<boolean>`1 = 0`) : qb.where('state', '=', state)))
      .$if(query.from !== undefined, (qb) => qb.where('createdAt', '>=', query.from!))
      .$if(query.to !== undefined, (qb) => qb.where('createdAt', '<', query.to!));
    // An unfiltered list, and a visitor's (published entries), know their total and version from
    // list_stats (one read serves both); a list narrowed to another state counts it. Each state's
    // bookmarks are its own.
    const allRows = () => readListStats(this.db, this.table);
    const stats = async () => {
      const all = await allRows();
      if (!state) return all;
      // Published rows are counted by triggers (migration 054); the other states, which only staff filter by, are counted.
      return { ...all, rows: state === 'published' ? all.published : await this.countInState(state) };
    };
    // A search or a date range counts its rows; the list's totals and bookmarks are for whole states.
    const unsearched = !condition && state !== null && query.from === undefined && query.to === undefined;
    return selectPage({
      base,
      select: (qb) => qb.selectAll(),
      sortBy: query.sort === 'createdAt' ? 'createdAt' : caseInsensitive(query.sort),
      idColumn: '_id',
      request: query,
      knownTotal: unsearched ? async () => (await stats()).rows : undefined,
      bookmarks: unsearched ? { db: this.db, name: `${this.table}:${state ?? 'all'}:${query.sort}:${query.order}`, stats } : undefined,
      // A full-text search reads its matches first; a label search (short lists) needs no fence.
      matchesFirst: condition && this.fullText ? this.db : undefined,
      map: (row) => this.entity(row),
    });
  }

  async list(audience: Audience = 'visitor'): Promise<Entity[]> {
    const direction = this.storage.newestFirst ? 'desc' : 'asc';
    const rows: Row[] = await this.visibleTo(this.db.selectFrom(this.table).selectAll(), audience)
      .orderBy('createdAt', direction)
      .orderBy('_id', direction)
      .execute();
    return rows.map(this.entity);
  }

  async findRow(id: string, db: AnyDb = this.db): Promise<Row | undefined> {
    return db.selectFrom(this.table).selectAll().where('_id', '=', id).executeTakeFirst();
  }

  async findById(id: string, audience: Audience = 'visitor'): Promise<Entity | undefined> {
    const row: Row | undefined = await this.visibleTo(
      this.db.selectFrom(this.table).selectAll().where('_id', '=', id),
      audience,
    ).executeTakeFirst();
    return row && this.entity(row);
  }

  async findBySlug(slug: string, audience: Audience = 'visitor'): Promise<Entity | undefined> {
    const row: Row | undefined = await this.visibleTo(
      this.db.selectFrom(this.table).selectAll().where('slug', '=', slug),
      audience,
    ).executeTakeFirst();
    return row && this.entity(row);
  }

  /** The current slug of the entry that used to be at `oldSlug`, if any `audience` may see. */
  async currentSlugOf(oldSlug: string, audience: Audience = 'visitor'): Promise<string | undefined> {
    const row: { slug: string } | undefined = await this.visibleTo(
      this.db
        .selectFrom('slug_history')
        .innerJoin(this.table, `${this.table}._id`, 'slug_history.entity_id')
        .select(`${this.table}.slug as slug`)
        .where('slug_history.resource', '=', this.resource.key)
        .where('slug_history.slug', '=', oldSlug),
      audience,
    ).executeTakeFirst();
    return row?.slug;
  }

  async create(values: Record<string, unknown>, images: ImageColumns, { author, slug }: SaveOptions = {}): Promise<Entity> {
    const now = isoNow();
    const id = newObjectId(new Date(now));
    return this.db
      .transaction()
      .execute(async (trx) => {
        const row: Row = { _id: id, ...values, ...images, createdAt: now, updatedAt: now };
        const claimed = await nextSlug(trx, this.slugWrite(id, values, slug));
        if (claimed !== undefined) row.slug = claimed;
        await trx.insertInto(this.table).values(row).execute();
        if (this.storage.publishable && writesPublication(values)) await shareOnePublication(trx, this.engine, this.resource.key, row, row);
        if (author && this.keepsRevisions) await recordSave(trx, { resource: this.resource.key, after: row, ...author });
        await this.onEntryWrite?.(trx as Transaction<Database>, undefined, row);
        return this.entity(row);
      })
      .catch(asSlugRefusal);
  }

  private slugWrite(entityId: string, values: Record<string, unknown>, requested?: string): SlugWrite {
    return { resource: this.resource, table: this.storage.table, entityId, values, requested };
  }

  /**
   * Updates an entry inside one transaction. `imageChanges` sees the locked current
   * row, so concurrent updates never lose track of a file; `assertCurrent` may
   * refuse the update on that row (a stale `If-Match`) before anything is written.
   * With an `author`, the row it writes becomes the entry's newest revision.
   */
  async update(
    id: string,
    newValues: UpdateValues,
    imageChanges: (current: Row) => { columns: ImageColumns; replaced: string[] },
    assertCurrent: (current: Row) => void = () => undefined,
    { author, slug: requestedSlug }: SaveOptions = {},
  ): Promise<UpdateResult | undefined> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const current: Row | undefined = await forUpdate(
          trx.selectFrom(this.table).selectAll().where('_id', '=', id),
          this.engine,
        ).executeTakeFirst();
        if (!current) return undefined;
        assertCurrent(current);
        const values = typeof newValues === 'function' ? newValues(current) : newValues;
        const { columns, replaced } = imageChanges(current);
        const changes: Row = { ...values, ...columns, updatedAt: isoNowAfter(current.updatedAt) };
        const slug = await nextSlug(trx, this.slugWrite(id, values, requestedSlug), current);
        if (slug !== undefined && slug !== current.slug) {
          changes.slug = slug;
          await rememberOldSlug(trx, this.resource, String(current.slug), id);
        }
        await trx.updateTable(this.table).set(changes).where('_id', '=', id).execute();
        const after: Row = { ...current, ...changes };
        if (this.storage.publishable && writesPublication(changes))
          await shareOnePublication(trx, this.engine, this.resource.key, current, after);
        if (author && this.keepsRevisions) await recordSave(trx, { resource: this.resource.key, before: current, after, ...author });
        await this.onEntryWrite?.(trx as Transaction<Database>, current, after);
        return { entity: this.entity(after), replacedImages: replaced };
      })
      .catch(asSlugRefusal);
  }

  /**
   * Moves an entry (and its old slugs) to the trash; a page's card or body takes the other half
   * with it, as one entry. Returns its row, or undefined when there is none.
   */
  async remove(id: string, deletedBy: string): Promise<Row | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = await forUpdate(trx.selectFrom(this.table).selectAll().where('_id', '=', id), this.engine).executeTakeFirst();
      if (!row) return undefined;
      const own = { resource: this.resource.key, row, deletedBy };
      const other = await otherHalfRow(trx, this.engine, this.resource.key, row);
      if (!other) await moveToTrash(trx, [own]);
      else {
        // The card heads the unit: the trash lists it, and names the entry by it.
        const halves = isPageCard(own.resource) ? [own, { ...other, deletedBy }] : [{ ...other, deletedBy }, own];
        await moveToTrash(trx, halves, { unitId: String(halves[0].row._id) });
      }
      await this.onEntryWrite?.(trx as Transaction<Database>, row, undefined);
      return row;
    });
  }

  /** Moves every entry to the trash; returns their rows. */
  async removeAll(deletedBy: string): Promise<Row[]> {
    return this.db.transaction().execute(async (trx) => {
      const rows: Row[] = await forUpdate(trx.selectFrom(this.table).selectAll(), this.engine).execute();
      await moveToTrash(
        trx,
        rows.map((row) => ({ resource: this.resource.key, row, deletedBy })),
      );
      return rows;
    });
  }

  /** Entries matching `query` (see `matching`), for the admin top bar: id and label. */
  async search(query: string, limit: number): Promise<Array<{ _id: string; label: string }>> {
    const condition = this.matching(query);
    if (!condition) return [];
    const label = this.storage.labelField;
    return this.db
      .selectFrom(this.table)
      .select(['_id', `${label} as label`])
      .where(condition)
      .orderBy('createdAt', this.storage.newestFirst ? 'desc' : 'asc')
      .limit(limit)
      .execute();
  }
}
