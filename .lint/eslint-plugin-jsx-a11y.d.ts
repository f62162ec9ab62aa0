// eslint-plugin-jsx-a11y ships no types: the part of it eslint.config.js uses.
declare module 'eslint-plugin-jsx-a11y' {
  import type { Linter } from 'eslint';

  const plugin: { flatConfigs: Record<'recommended' | 'strict', Linter.Config> };
  export = plugin;
}
