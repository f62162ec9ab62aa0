// Entry `@agency/shared/schemas`: the validation schemas (yup) that the forms and the API
// host share. Part of the contract, but an entry of its own so that yup loads only with
// the code that validates (a form once the visitor starts on it, an admin editor, the API),
// not with every page that reads a message or a route from `@agency/shared/contract`.
// Stateless, so each app bundles what it uses instead of sharing it at run time.

export * from './fields';
export * from './public-forms';
export * from './auth';
export * from './content';
export * from './media';
export * from './seo';
export * from './password-rule';
export * from './draft-rule';
export * from './second-factor';
