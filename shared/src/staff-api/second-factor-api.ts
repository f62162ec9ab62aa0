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
    /** Ten new recovery codes (the old ones void), proven by the password or a current code. */
    renewRecoveryCodes: build.mutation<{ message: string; recoveryCodes: string[] }, { password: string } | { code: string }>({
      query: (body) => ({ url: 'auth/second-factor/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['SecondFactor'],
    }),
    passkeys: build.query<PasskeyInfo[], void>({
      query: () => 'auth/passkeys',
      providesTags: ['SecondFactor'],
    }),
    /** POST /auth/passkeys/options: WebAuthn creation options (the library's JSON) and the challenge's id. */
    passkeyOptions: build.mutation<{ challengeId: string; options: unknown }, void>({
      query: () => ({ url: 'auth/passkeys/options', method: 'POST', body: {} }),
    }),
    addPasskey: build.mutation<{ message: string; passkey: PasskeyInfo }, { challengeId: string; response: unknown; label: string }>({
      query: (body) => ({ url: 'auth/passkeys', method: 'POST', body }),
      invalidatesTags: [...changes],
    }),
    removePasskey: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `auth/passkeys/${encodeURIComponent(id)}`, method: 'DELETE' }),
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
  useRenewRecoveryCodesMutation,
  useSetSecondFactorRequiredMutation,
  usePasskeysQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
} = secondFactorApi;
