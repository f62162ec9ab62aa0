// One admin resource, configured once: its area (routes, labels), list columns,
// form fields and schema, messages, message durations and API hooks. The list,
// add and edit screens of every area are built from this.

import type { ComponentType } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { AdminArea, ListQuery, Page } from '@agency/shared/contract';
import type { ResourceMessages } from '@agency/shared/contract/messages';
import type { UpdateArgs, WriteBody } from '@agency/shared/staff-api';
import type { Column } from '../list/columns';
import type { FieldDef } from '../form/field-types';
import type { SubmitLabels } from '../form/resource-form';
import type { MessageDurations } from '../form/use-resource-submit';

interface QueryState<D> {
  data?: D;
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  /** Loads the entry again (the edit screen's "reload the latest version"). */
  refetch?: () => unknown;
}

type Trigger<A> = (arg: A) => { unwrap: () => Promise<unknown> };

/** The RTK Query hooks of the resource (a content resource's: contentResourceApi(key)). */
export interface ResourceApi<T> {
  /** One page of the list, sorted and searched on the server. */
  usePage: (query: ListQuery) => QueryState<Page<T>>;
  useItem: (id: string, options: { refetchOnMountOrArgChange: boolean }) => QueryState<T>;
  useCreate?: () => readonly [Trigger<WriteBody>, ...unknown[]];
  useUpdate?: () => readonly [Trigger<UpdateArgs>, ...unknown[]];
  useRemove?: () => readonly [Trigger<string>, ...unknown[]];
}

export interface ListToolsProps<T> {
  /** The rows on screen. */
  items: readonly T[];
  /** Rows in the whole list (all pages). */
  total: number;
  /** Hides rows at once, before the refreshed list arrives. */
  hideRows: (ids: readonly string[]) => void;
  /** Shows hidden rows again (an Undo put them back). */
  showRows: (ids: readonly string[]) => void;
  /** The trash screen, for a notice's View trash link. */
  trashPath?: string;
}

export interface AdminResource<T extends { _id: string }> {
  area: AdminArea;
  /** Singular name for the add and edit headings: 'Add Blog', 'Edit Blog'. */
  noun: string;
  messages: ResourceMessages;
  columns: readonly Column<T>[];
  rowName: (item: T) => string;
  fields: readonly FieldDef[];
  schema: AnyObjectSchema;
  /** Plans are sent as JSON (product §7); everything else as multipart. */
  json?: boolean;
  /** Sent on create without an input (products: rating). */
  createExtras?: Record<string, string | number>;
  durations?: MessageDurations;
  submitLabels?: { create?: SubmitLabels; edit?: SubmitLabels };
  api: ResourceApi<T>;
  /** More controls above the list (products: 'Delete all products'). */
  ListTools?: ComponentType<ListToolsProps<T>>;
  /** Content with a public page (issue 19): the list shows each entry's state and filters by it. */
  publishable?: boolean;
}

export const DEFAULT_SUBMIT_LABELS = {
  create: { idle: 'Publish', busy: 'Saving...' },
  edit: { idle: 'Update', busy: 'Updating...' },
} as const satisfies Record<string, SubmitLabels>;
