// Modules the shell and the remotes share at run time. Singletons make one React, one
// router, one Redux store and one API cache across every remote; versions come from the
// installed packages, ranges from each app's package.json.
//
// React Router and Redux (Toolkit, react-redux) are not shared as whole packages: a shared
// package cannot be tree-shaken, since a remote released later may import any of its
// exports. The shell bundles them once, tree-shaken, and remotes reach them through the
// platform API, the `@agency/shared` entries (`@agency/shared/router` for the router,
// `@agency/shared/api` for the store and the API cache), which are shared singletons.

const path = require('node:path');
const fs = require('node:fs');

const ROOT = path.resolve(__dirname, '..');

/** Packages every app shares as singletons, with the subpaths they are imported by. */
const SINGLETONS = [
  'react',
  'react/',
  // JSX runtimes and the client entry by name: prefix matching alone misses them at start.
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/',
  'react-dom/client',
];

/** Shared but not singletons: a remote may bring its own when the versions differ. */
const LIBRARIES = ['formik', 'yup'];

/** Entry points of our shared package (see shared/package.json `exports`): the platform API. */
const SHARED_ENTRIES = [
  '@agency/shared/contract',
  '@agency/shared/api',
  '@agency/shared/staff-api',
  '@agency/shared/router',
  '@agency/shared/ui',
  '@agency/shared/admin',
];

/** @param {string} key the shared key, e.g. `react/` or `@agency/shared/api` */
const packageName = (key) => {
  const parts = key.replace(/\/$/, '').split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** @param {string} pkg @returns {string} */
const installedVersion = (pkg) => JSON.parse(fs.readFileSync(require.resolve(`${pkg}/package.json`, { paths: [ROOT] }), 'utf8')).version;

const sharedPackageVersion = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).version;

/**
 * The `shared` option of the federation plugin for an app with the given package.json.
 * @param {{ dependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} appPackage
 */
function sharedModules(appPackage) {
  const ranges = { ...appPackage.peerDependencies, ...appPackage.dependencies };
  /** @param {string} key @param {boolean} singleton */
  const entry = (key, singleton) => {
    const pkg = packageName(key);
    const version = installedVersion(pkg);
    return [key, { singleton, version, requiredVersion: ranges[pkg] ?? `^${version}` }];
  };
  return Object.fromEntries([
    ...SINGLETONS.map((key) => entry(key, true)),
    ...LIBRARIES.map((key) => entry(key, false)),
    ...SHARED_ENTRIES.map((key) => [key, { singleton: true, version: sharedPackageVersion, requiredVersion: `^${sharedPackageVersion}` }]),
  ]);
}

module.exports = { sharedModules, SINGLETONS, SHARED_ENTRIES, installedVersion };
