// The store factory: the shell builds the one store of the page; tests build a fresh one each.

import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, sessionRejected } from './api-slice';
import { authApi } from './auth-api';
import { clearCsrfToken, readCsrfToken, writeCsrfToken } from './csrf-token-storage';
import { authSlice, signedIn, signedOut } from './auth-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const LOGOUT_WAIT_MS = 3000;

/** Keeps localStorage in step with the session, has the API end it and clear its HttpOnly
 *  cookie on sign-out, and drops cached private data. */
const sessionPersistence = () => {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (action) => writeCsrfToken(action.payload),
  });
  listener.startListening({
    predicate: (action) => signedOut.match(action) || sessionRejected.match(action),
    effect: async (_action, listenerApi) => {
      const logout = listenerApi.dispatch(authApi.endpoints.logout.initiate(readCsrfToken()));
      clearCsrfToken();
      // The cache is reset once the API has the sign-out (a reset would drop the request), or after 3 s.
      await Promise.race([logout, listenerApi.delay(LOGOUT_WAIT_MS).catch(() => undefined)]);
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
};

export const createAppStore = (preloadedState?: Partial<RootState>) => {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionPersistence()).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
