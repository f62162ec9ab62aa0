// The store factory: the shell builds the one store of the page; tests build a fresh one each.

import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, sessionRejected } from './api-slice';
import { clearToken, writeToken } from './token-storage';
import { authSlice, signedIn, signedOut } from './auth-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps localStorage in step with the session, and drops cached private data on sign-out. */
const sessionPersistence = () => {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (action) => writeToken(action.payload),
  });
  listener.startListening({
    predicate: (action) => signedOut.match(action) || sessionRejected.match(action),
    effect: (_action, listenerApi) => {
      clearToken();
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
