// Users and contact messages as staff see them (product §7), each as the brief's whole list and as
// one page (`?page=&limit=&sort=&order=&q=`), which the admin's lists use. A visitor's send is in
// @agency/shared/api (contact-api).

import {
  listSearchParams,
  type Contact,
  type ContactListReply,
  type ListQuery,
  type Page,
  type Role,
  type User,
} from '@agency/shared/contract';
import { api } from '@agency/shared/api';
import type { StaffRole } from '@agency/shared/contract/messages';

/** What PUT /users/{id}/role sets: a staff role or member (`staff` too, as before roles). */
export type AssignableRole = StaffRole | Role;

export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => 'users',
      providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result ?? []).map((u) => ({ type: 'User', id: u._id }))],
    }),
    getUserPage: build.query<Page<User>, ListQuery>({
      query: (list) => `users?${listSearchParams(list)}`,
      providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result?.data ?? []).map((u) => ({ type: 'User', id: u._id }))],
    }),
    deleteUser: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    setUserRole: build.mutation<User, { id: string; role: AssignableRole }>({
      query: ({ id, role }) => ({ url: `users/${encodeURIComponent(id)}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'User', id: 'LIST' },
        { type: 'User', id },
      ],
    }),
    /** GET /contact replies `{ data: [...] }`; screens check the shape (product §8 'Data is not an array'). */
    getContacts: build.query<ContactListReply, void>({
      query: () => 'contact',
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
    /** One page of messages: `{ data, total, page, limit }` (screens still check `data` is an array). */
    getContactPage: build.query<Page<Contact>, ListQuery>({
      query: (list) => `contact?${listSearchParams(list)}`,
      providesTags: [{ type: 'Contact', id: 'LIST' }],
    }),
    /** DELETE /contact/{id}: the message moves to the trash (POST /trash/{id}/restore undoes it). */
    deleteContact: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `contact/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Contact', id: 'LIST' },
        { type: 'Trash', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetUsersQuery,
  useGetUserPageQuery,
  useDeleteUserMutation,
  useSetUserRoleMutation,
  useGetContactsQuery,
  useGetContactPageQuery,
  useDeleteContactMutation,
} = peopleApi;
