// The signed-in staff account's second factors (the account screen): its state, the
// authenticator app's set-up, confirmation and turn-off, its passkeys, and the owners' rule.

import { api } from '@agency/shared/api';

export interface SecondFactorState {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  required: boolean;
}

export interface PasskeyInfo {
  _id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const changes = ['SecondFactor', 'Me'] as const;

export const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    secondFactor: build.query<SecondFactorState, void>({
      query: () => 'auth/second-factor',
      providesTags: ['SecondFactor'],
    }),
    startTotp: build.mutation<{ secret: string; uri: string }, void>({
      query: () => ({ url: 'auth/second-factor/totp', method: 'POST', body: {} }),
    }),
    confirmTotp: build.mutation<{ message: string; recoveryCodes: string[] }, { code: string }>({
      query: (body) => ({ url: 'auth/second-factor/totp/confirm', method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    turnOffTotp: build.mutation<{ message: string }, { code: string }>({
      query: (body) => ({ url: 'auth/second-factor/totp/off', method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    setSecondFactorRequired: build.mutation<{ message: string; required: boolean }, boolean>({
      query: (required) => ({ url: 'auth/second-factor/requirement', method: 'PUT', body: { required } }),
      invalidatesTags: [...changes],
    }),
  }),
});

export const {
  useSecondFactorQuery,
  useStartTotpMutation,
  useConfirmTotpMutation,
  useTurnOffTotpMutation,
  useSetSecondFactorRequiredMutation,
} = secondFactorApi;
