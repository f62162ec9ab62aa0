// Public entry of the API client: the one slice, its endpoints and hooks, the store factory.
// A federated singleton: the shell and every remote share this module and so one cache.

export { api, apiHydrated } from './api-slice';
export * from './content-api';
export * from './auth-api';
export * from './people-api';
export * from './admin-api';
export * from './notifications-api';
export { fetchContactsCsv, type DownloadedFile } from './contacts-export';
export * from './media-api';
export * from './page-seo-api';
export { serverMessage, fieldErrors, isNetworkFailure, httpStatus, retryAfterSeconds } from './errors';
export { getRuntimeConfig, apiBaseUrl, publicApiBase, setServerContextSource, type ServerRenderContext } from './runtime-config';
export { TOKEN_KEY } from './token-storage';
export { signedIn, signedOut, noticeShown } from './auth-slice';
export { createAppStore, type AppStore, type AppDispatch, type RootState } from './store';
export { useAppDispatch, useAppSelector, useIsSignedIn } from './hooks';
