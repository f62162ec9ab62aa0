// GET /contact replies `{ data: [...] }`; any other shape is refused with
// 'Data is not an array' and a failed call with 'Failed to fetch contacts' (product §7, §8).

import { loadErrors, type Contact } from '@agency/shared/contract';
import { useGetContactsQuery } from '@agency/shared/api';

export interface ContactListState {
  contacts: Contact[] | undefined;
  isLoading: boolean;
  /** The load error to show, if any. */
  failure: string | undefined;
}

export const useContactList = (): ContactListState => {
  const { data, isLoading, isError } = useGetContactsQuery();
  const rows: unknown = (data as { data?: unknown } | undefined)?.data;
  if (isError) return { contacts: undefined, isLoading, failure: loadErrors.contacts };
  if (data !== undefined && !Array.isArray(rows)) {
    console.error('[contacts] unexpected reply of GET /contact', data);
    return { contacts: undefined, isLoading, failure: loadErrors.contactsShape };
  }
  return { contacts: rows as Contact[] | undefined, isLoading, failure: undefined };
};
