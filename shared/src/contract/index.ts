// Public entry of the shared contract: types, messages, constants, routes. Its validation
// schemas have an entry of their own, `@agency/shared/schemas`, so that yup loads only with
// the code that validates. Browser code imports `@agency/shared/contract` only, so module
// federation shares one copy.

export * from './entities';
export * from './messages';
export * from './constants';
export * from './site';
export * from './routes';
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
