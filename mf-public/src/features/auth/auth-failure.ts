// What a failed login or sign-up tells the visitor (product §8): the server's `msg`,
// else the screen's own failure, and the generic line when no reply came at all.

import { authMessages } from '@agency/shared/contract';
import { isNetworkFailure, serverMessage } from '@agency/shared/api';

type QueryError = Parameters<typeof serverMessage>[0];

export const authFailureText = (error: unknown, fallback: string): string => {
  const queryError = error as QueryError;
  if (isNetworkFailure(queryError)) return authMessages.genericError;
  return serverMessage(queryError) ?? fallback;
};
