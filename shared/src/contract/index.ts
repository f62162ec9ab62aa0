// Public entry of the shared contract: types, messages, constants, routes. Its validation
// schemas have an entry of their own, `@agency/shared/schemas`, so that yup loads only with
// the code that validates. Browser code imports `@agency/shared/contract`, so module
// federation shares one copy, which the shell provides whole to every page: so the messages
// only staff see (the admin kit's, the SEO studio's, the admin frame's) are not in it: the
// entry re-exports public-messages.ts, and admin code imports every message from
// `@agency/shared/contract/messages` (messages.ts), whose staff part only its chunks carry.

export * from './entities';
export {
  accountMessages,
  apiMessages,
  authMessages,
  captchaMessages,
  contactSourceLabels,
  errorLine,
  formMessages,
  loadErrors,
  routerMessages,
  validationMessages,
} from './public-messages';
export * from './constants';
export * from './site';
export * from './routes';
export { REMOTES, REMOTE_NAMES, type RemoteDescription } from './remotes';
export * from './return-path';
export * from './media';
export * from './resources';
export * from './paging';
export * from './rich-html';
export * from './form-limits';
export * from './runtime-config';
export * from './entity-version';
export * from './slug';
export * from './page-snippet';
export * from './publication';
export * from './page-seo';
export type * from './redirects';
// Types only: the revision calls are staff's, so their code stays out of a visitor's first view.
export type { Revision, RevisionSummary } from './revisions';
export type { DashboardEntry, DashboardReply, ScheduledEntry } from './dashboard';
