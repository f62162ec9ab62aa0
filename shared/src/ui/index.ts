// Public entry of the UI kit that visitors and staff both use (the admin kit is `@agency/shared/admin`).
// Its stylesheet (`ui.css`) is linked by the page itself: the shell imports it in its entry.

export { Spinner } from './spinner';
export { Message } from './message';
export { SafeHtml } from './safe-html';
export { useTimedMessage, type TimedMessage } from './use-timed-message';
export { useHydrated } from './use-hydrated';
export { HydrationViewContext, useHydrationView } from './hydration-view';
export { ServerResponseContext, useHttpStatus, useIsServerRender, useServerRedirect, type ServerResponse } from './server-response';
export { usePasswordNote, type PasswordJudge } from './use-password-note';
