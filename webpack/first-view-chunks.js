// The shell's first-view code (shell/webpack.config.js) in few files. Every script a page adds costs the main thread
// about half a millisecond at 1x, two with a phone's CPU, to start its fetch (more again when a
// preload link comes first), and webpack's own splitting gave the start-up 15 files. Two groups
// instead: React (react, react-dom, the scheduler) and the rest of the start-up (the shell's
// frame, the shared entries every page loads, Redux Toolkit, React Router, react-redux). The
// start-up still runs its steps in separate tasks (bootstrap.tsx): a file that is already here
// spares the step its fetch, not its yield.

/** @typedef {{ resource?: string }} Module */
/** @typedef {{ getModuleChunksIterable: (module: Module) => Iterable<unknown>, getChunkModulesIterable: (chunk: unknown) => Iterable<Module> }} ChunkGraph */

/** @param {Module} module */
const resourceOf = (module) => (module.resource ?? '').replace(/\\/g, '/');

/** @param {string} resource @param {string[]} packages */
const inPackages = (resource, packages) => packages.some((name) => resource.includes(`/node_modules/${name}/`));

const REACT = ['react', 'react-dom', 'scheduler'];
const START_UP_PACKAGES = [
  '@reduxjs/toolkit',
  '@standard-schema/utils',
  'immer',
  'redux',
  'redux-thunk',
  'reselect',
  'react-redux',
  'use-sync-external-store',
  'react-router',
  // The re-exports of the federation runtime that shell/src/federation imports (the runtime itself is in the entry file).
  '@module-federation',
];
/** The shell's own start-up modules; its admin frame, insight code and canary choice load later, in files of their own. */
const START_UP_SOURCES =
  /\/shell\/src\/(bootstrap\.tsx|read-app-config\.ts|app\.tsx|start-router\.ts|layout\/|router\/|federation\/(?!canary-choice))/;
/** The shared entries every page loads (the staff API and the admin kit are not among them). A module goes with
 *  them only from the files they are in: the admin frame's own imports of contract files stay in its files. */
const PUBLIC_SHARED_ENTRIES = /\/shared\/src\/(contract\/index|api\/index|api\/toolkit|router\/index|ui\/index)\.tsx?$/;

/** @param {Module} module @param {ChunkGraph} chunkGraph */
const inPublicSharedEntry = (module, chunkGraph) =>
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((other) => PUBLIC_SHARED_ENTRIES.test(resourceOf(other))),
  );

const firstViewChunkGroups = {
  react: {
    name: 'react',
    chunks: 'async',
    enforce: true,
    priority: 20,
    test: (/** @type {Module} */ module) => inPackages(resourceOf(module), REACT),
  },
  startUp: {
    name: 'start-up',
    chunks: 'async',
    enforce: true,
    priority: 10,
    test: (/** @type {Module} */ module, /** @type {{ chunkGraph: ChunkGraph }} */ { chunkGraph }) => {
      const resource = resourceOf(module);
      return (
        inPackages(resource, START_UP_PACKAGES) ||
        START_UP_SOURCES.test(resource) ||
        (resource.includes('/shared/src/') && inPublicSharedEntry(module, chunkGraph))
      );
    },
  },
};

module.exports = { firstViewChunkGroups };
