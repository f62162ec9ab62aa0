// One page of GET /contact (`{ data, total, page, limit }`), paged, sorted and searched on
// the server; a reply whose `data` is not an array is refused with 'Data is not an array'
// and a failed call with 'Failed to fetch contacts' (product §7, §8).

import { loadErrors, type Contact, type ListQuery, type Page } from '@agency/shared/contract';
import { useGetContactPageQuery } from '@agency/shared/staff-api';

export interface ContactListState {
  data: Page<Contact> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  /** The load error to show, if any. */
  failure: string | undefined;
}

export const useContactList = (query: ListQuery): ContactListState => {
  const { data, isLoading, isFetching, isError } = useGetContactPageQuery(query);
  const rows: unknown = (data as { data?: unknown } | undefined)?.data;
  if (isError) return { data: undefined, isLoading, isFetching, isError: true, failure: loadErrors.contacts };
  if (data !== undefined && !Array.isArray(rows)) {
    console.error('[contacts] unexpected reply of GET /contact', data);
    return { data: undefined, isLoading, isFetching, isError: true, failure: loadErrors.contactsShape };
  }
  return { data, isLoading, isFetching, isError: false, failure: undefined };
};
