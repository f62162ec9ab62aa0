// Session state: the session's CSRF token (mirrored in localStorage `token`; the session
// itself is an HttpOnly cookie) and a notice for the login page.

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authMessages } from '@agency/shared/contract';
import { sessionRejected } from './api-slice';
import { readCsrfToken } from './csrf-token-storage';

export interface AuthState {
  csrfToken: string | null;
  /** Shown once on the login page, e.g. after the session ended. */
  notice: string | null;
}

const initialState = (): AuthState => ({ csrfToken: readCsrfToken(), notice: null });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (state, action: PayloadAction<string>) => {
      state.csrfToken = action.payload;
      state.notice = null;
    },
    /** A logout; `notice` (the idle sign-out's) makes the guard send staff to the login page with it. */
    signedOut: (state, action: PayloadAction<{ notice?: string } | undefined>) => {
      state.csrfToken = null;
      if (action.payload?.notice) state.notice = action.payload.notice;
    },
    noticeShown: (state) => {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionRejected, (state) => {
      state.csrfToken = null;
      state.notice = authMessages.sessionExpired;
    });
  },
});

export const { signedIn, signedOut, noticeShown } = authSlice.actions;
