// The content types' public facts in a browser bundle: shared/src/contract/content-types/public-facts.ts
// derives them at run time from every type's whole declaration (fields, messages), which Node
// code and the tests read; bundles take public-facts.snapshot.ts in its place, the same values
// written out, so a visitor's first view carries the facts and not the declarations.
// `node webpack/content-public-facts.js` rewrites the snapshot after a declaration changes;
// shared/src/contract/__tests__/public-facts.test.ts fails while it is stale.

const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');

const FOLDER = path.resolve(__dirname, '..', 'shared', 'src', 'contract', 'content-types');
const SNAPSHOT = path.join(FOLDER, 'public-facts.snapshot.ts');

/** Replaces the derivation with its snapshot in a bundle. */
const publicFactsSnapshotPlugin = () => new webpack.NormalModuleReplacementPlugin(/[\\/]content-types[\\/]public-facts$/, SNAPSHOT);

/** The snapshot's source for `facts`: one export each, as public-facts.ts has them. @param {Record<string, unknown>} facts */
const snapshotSource = (facts) =>
  [
    '// Written by `node webpack/content-public-facts.js` from the content types\u2019 declarations; do not edit.',
    '// Browser bundles read it in place of public-facts.ts (webpack/content-public-facts.js).',
    '',
    "import type { PublicFacts } from './public-facts';",
    '',
    ...Object.entries(facts).map(([name, value]) => `export const ${name}: PublicFacts['${name}'] = ${JSON.stringify(value)};`),
    '',
  ].join('\n');

const writeSnapshot = async () => {
  require('esbuild-register/dist/node').register({ target: 'node20' });
  const { publicFactsOf } = require(path.join(FOLDER, 'public-facts.ts'));
  const { CONTENT_TYPES } = require(path.join(FOLDER, '..', 'content-types.ts'));
  const prettier = require('prettier');
  const options = await prettier.resolveConfig(SNAPSHOT);
  fs.writeFileSync(
    SNAPSHOT,
    await prettier.format(snapshotSource(/** @type {Record<string, unknown>} */ (publicFactsOf(CONTENT_TYPES))), {
      ...options,
      filepath: SNAPSHOT,
    }),
  );
  console.log(`wrote ${path.relative(process.cwd(), SNAPSHOT)}`);
};

if (require.main === module) {
  writeSnapshot().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

module.exports = { publicFactsSnapshotPlugin, SNAPSHOT };
