// Public entry of the shared contract: types, schemas, messages, constants, routes.
// Browser code imports `@agency/shared/contract` only, so module federation shares one copy.

export * from './entities';
export * from './messages';
export * from './constants';
export * from './site';
export * from './routes';
export * from './media';
export * from './resources';
export * from './paging';
export * from './rich-html';
export * from './schemas/fields';
export * from './schemas/public-forms';
export * from './schemas/auth';
export * from './schemas/content';
export * from './runtime-config';
export * from './entity-version';
export * from './slug';
export * from './page-snippet';
export * from './schemas/seo';
export * from './schemas/password-rule';
