// The platform API of a build, written beside its manifest as `platform-api.json`:
//  - the shell lists what it offers: the exports of each `@agency/shared` entry it provides;
//  - a remote lists what it needs: each export of an entry its code imports, with the
//    entry the importing code belongs to (`own` for the remote's source, else the shared
//    entry whose copy the remote carries, e.g. the admin kit, which the shell does not load).
// The release check (shell/server/releases/platform-api.ts) compares the two before a
// remote goes live, so a remote needing an export the live shell does not offer is refused.

const path = require('node:path');
const { SHARED_ENTRIES } = require('./shared-modules');
const { ROOT } = require('./common');
const { sharedSourcePath } = require('./shared-source');

/** @typedef {import('webpack').Compiler} Compiler */
/** @typedef {import('webpack').Compilation} Compilation */
/** A module as this plugin reads it: `resource` is the file of a module built from one (webpack's NormalModule). */
/** @typedef {import('webpack').Module & { resource?: string }} SourceModule */
/** A dependency as this plugin reads it: `request` is what an import asks for (webpack's ModuleDependency). */
/** @typedef {import('webpack').Dependency & { request?: string }} RequestDependency */
/** An import of named exports (webpack's HarmonyImportSpecifierDependency and its re-export kin). */
/** @typedef {RequestDependency & { request: string, getIds: (moduleGraph: import('webpack').ModuleGraph) => string[] }} SpecifierDependency */
/** What a build writes to platform-api.json: the shell's offers or a remote's needs. */
/** @typedef {{ offers: Record<string, string[]> } | { needs: Record<string, Record<string, string[]>> }} PlatformApiReport */

const PLATFORM_API_FILE = 'platform-api.json';
/** What a remote's own code reaches only through the platform API (a copy of its own would
 *  not see the shell's router or store). @type {Record<string, string>} */
const PLATFORM_ONLY = {
  'react-router': '@agency/shared/router',
  'react-router-dom': '@agency/shared/router',
  'react-redux': '@agency/shared/api',
  '@reduxjs/toolkit': '@agency/shared/api',
  '@reduxjs/toolkit/query': '@agency/shared/api',
  '@reduxjs/toolkit/query/react': '@agency/shared/api',
};
const NAME = 'PlatformApiPlugin';
const SHARED_SRC = path.join(ROOT, 'shared', 'src');

/** `@agency/shared/router` -> shared/src/router/index.ts */
/** @param {string} entry */
const entryFile = (entry) => path.join(SHARED_SRC, entry.slice('@agency/shared/'.length), 'index.ts');

/** The entry a shared source module belongs to, or `own` for the app's source. */
/** @param {SourceModule} module */
const originOf = (module) => {
  const relative = sharedSourcePath(module);
  return relative ? `@agency/shared/${relative.split('/')[0]}` : 'own';
};

/** @param {RequestDependency} dependency @returns {dependency is SpecifierDependency} */
const isSpecifierImport = (dependency) =>
  dependency.type === 'harmony import specifier' || dependency.type === 'harmony export imported specifier';

/** @param {Map<string, Iterable<string>>} map @returns {Record<string, string[]>} */
const sorted = (map) =>
  Object.fromEntries([...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, names]) => [key, [...names].sort()]));

class PlatformApiPlugin {
  /** @param {{ host: boolean }} options */
  constructor({ host }) {
    this.host = host;
  }

  /** @param {Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {PlatformApiReport | {} | (() => PlatformApiReport)} */
      let report = {};
      compilation.hooks.finishModules.tap({ name: NAME, stage: 100 }, (modules) => {
        report = this.host ? offered(compilation, modules) : needed(compilation, modules);
        if (!this.host) refuseDirectImports(compilation, modules, compiler.webpack.WebpackError);
      });
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const resolved = typeof report === 'function' ? report() : report;
        compilation.emitAsset(PLATFORM_API_FILE, new RawSource(`${JSON.stringify(resolved, null, 2)}\n`));
      });
    });
  }
}

/**
 * The host: every export of each platform entry in its build (read once exports are known).
 * @param {Compilation} compilation
 * @param {Iterable<SourceModule>} modules
 * @returns {() => PlatformApiReport}
 */
function offered(compilation, modules) {
  const byFile = new Map([...modules].filter((module) => module.resource).map((module) => [module.resource, module]));
  return () => {
    /** @type {Map<string, string[]>} */
    const offers = new Map();
    for (const entry of SHARED_ENTRIES) {
      const module = byFile.get(entryFile(entry));
      if (!module) continue;
      const exports = compilation.moduleGraph.getExportsInfo(module).getProvidedExports();
      offers.set(entry, Array.isArray(exports) ? exports : ['*']);
    }
    return { offers: sorted(offers) };
  };
}

/**
 * A remote: the exports of platform entries its code imports, by the code's origin.
 * @param {Compilation} compilation
 * @param {Iterable<SourceModule>} modules
 * @returns {PlatformApiReport}
 */
function needed(compilation, modules) {
  /** @type {Map<string, Set<string>>} */
  const needs = new Map();
  for (const module of modules) {
    if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const origin = originOf(module);
    for (const dependency of /** @type {RequestDependency[]} */ (module.dependencies)) {
      if (!isSpecifierImport(dependency) || !SHARED_ENTRIES.includes(dependency.request)) continue;
      const [name = '*'] = dependency.getIds(compilation.moduleGraph);
      const key = `${origin} ${dependency.request}`;
      if (!needs.has(key)) needs.set(key, new Set());
      /** @type {Set<string>} */ (needs.get(key)).add(name);
    }
  }
  /** @type {Record<string, Record<string, string[]>>} */
  const byOrigin = {};
  for (const [key, names] of Object.entries(sorted(needs))) {
    const [origin, entry] = key.split(' ');
    byOrigin[origin] ??= {};
    byOrigin[origin][entry] = names;
  }
  return { needs: byOrigin };
}

/**
 * A remote's own code importing React Router or Redux directly fails its build.
 * @param {Compilation} compilation
 * @param {Iterable<SourceModule>} modules
 * @param {typeof import('webpack').WebpackError} WebpackError
 */
function refuseDirectImports(compilation, modules, WebpackError) {
  for (const module of modules) {
    if (!module.resource || originOf(module) !== 'own' || module.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
    // A dependency without a request (not an import) is never in PLATFORM_ONLY, so the filter drops it.
    const dependencies = /** @type {RequestDependency[]} */ (module.dependencies);
    const requests = new Set(
      dependencies.map((dependency) => /** @type {string} */ (dependency.request)).filter((request) => PLATFORM_ONLY[request]),
    );
    for (const request of requests) {
      const error = new WebpackError(
        `${path.relative(ROOT, module.resource)} imports ${request}; remotes use ${PLATFORM_ONLY[request]} (the platform API) instead.`,
      );
      error.module = module;
      compilation.errors.push(error);
    }
  }
}

module.exports = { PlatformApiPlugin, PLATFORM_API_FILE };
