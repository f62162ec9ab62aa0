// Public entry of the shared contract: types, messages, constants, routes. Its validation
// schemas have an entry of their own, `@agency/shared/schemas`, so that yup loads only with
// the code that validates. Browser code imports `@agency/shared/contract`, so module
// federation shares one copy, which the shell provides whole to every page: so the messages
// only staff see (the admin kit's, the SEO studio's, the admin frame's) are not in it. They
// live in messages.ts like every other; admin code imports them from
// `@agency/shared/contract/messages`, and its bundle carries the ones it uses.

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
} from './messages';
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
