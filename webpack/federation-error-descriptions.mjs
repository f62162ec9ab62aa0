// Browser bundles take this in place of @module-federation/error-codes' descriptions (desc.mjs):
// every page carried each federation error's sentence, in the shell's entry and again in each
// remote's, for errors a visitor never meets. The runtime's message still names the error's code
// and the page of the federation docs that explains it (getShortErrorMsg).

const described = new Proxy(/** @type {Record<string, string>} */ ({}), {
  get: (_map, code) => (typeof code === 'string' ? 'Module federation error' : undefined),
});

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
