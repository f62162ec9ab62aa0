// Public entry of the API client: the one slice, the endpoints the public pages use and their
// hooks, the store factory. A federated singleton: the shell and every remote share this module
// and so one cache. Staff endpoints join the same slice from @agency/shared/staff-api.

export { api, apiHydrated, type ApiEndpointBuilder } from './api-slice';
export * from './content-api';
export * from './auth-api';
export * from './contact-api';
export * from './page-seo-api';
export { serverMessage, fieldErrors, isNetworkFailure, httpStatus, retryAfterSeconds } from './errors';
export { getRuntimeConfig, apiBaseUrl, publicApiBase, setServerContextSource, type ServerRenderContext } from './runtime-config';
export { CSRF_TOKEN_STORAGE_KEY } from './csrf-token-storage';
export { applySessionHeaders } from './session-headers';
export { signedIn, signedOut, noticeShown } from './auth-slice';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store';
export { useAppDispatch, useAppSelector, useIsSignedIn } from './hooks';
