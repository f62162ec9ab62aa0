// Public entry of the API client: the one slice, its endpoints and hooks, the store factory.
// A federated singleton: the shell and every remote share this module and so one cache.

export { api, sessionRejected, apiHydrated } from './api-slice';
export * from './content-api';
export * from './auth-api';
export * from './people-api';
export * from './admin-api';
export * from './notifications-api';
export { serverMessage, fieldErrors, isNetworkFailure, httpStatus } from './errors';
export { getRuntimeConfig, apiBaseUrl, publicApiBase, setServerContextSource, serverContext, type ServerRenderContext } from './runtime-config';
export { readToken, TOKEN_KEY } from './token-storage';
export { authSlice, signedIn, signedOut, noticeShown, type AuthState } from './auth-slice';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store';
export { useAppDispatch, useAppSelector, useIsSignedIn } from './hooks';
