// The import rules of docs/architecture.md, one entry each, checked by .lint/architecture-plugin.js.
// `file` is the importing file and `target` the import, both relative to the repository root:
// `target.specifier` as written, `target.path` the repository path a relative import reaches (else null).

// contract/messages: the messages only staff see, which the contract entry every visitor loads leaves out;
// contract/visitor-messages: the words of the public controls that load after the first view (only their chunks carry them);
// contract/content-model: the content model the schemas, the admin kit and the API host derive from (the contract entry leaves it out).
const SHARED_ENTRIES = [
  'contract',
  'contract/seo',
  'contract/messages',
  'contract/content-model',
  'contract/preview',
  'contract/visitor-messages',
  // The visit the visitor script keeps in sessionStorage, and first-party insight's contract (the API and the
  // admin): stateless, bundled where used, like contract/preview.
  'contract/visit',
  // Which release a browser loads while a canary runs: the site server, and the shell only when a canary runs.
  'contract/canary',
  'contract/insights',
  // Dates and times in the agency's zone for staff screens: the admin kit's and the shell's admin frame's (stateless).
  'contract/date-time',
  'schemas',
  'api',
  // Redux Toolkit's code alone (no store, no cache), which the shell's start-up evaluates a task before the API slice's.
  'api/toolkit',
  'staff-api',
  'router',
  'ui',
  'admin',
  'testing',
  'dev',
];
/** The schemas entry's files live in the contract's folder, so the API host gets them compiled with the contract. */
const SCHEMAS_FOLDER = 'shared/src/contract/schemas/';
const SEO_MODULES = /^@agency\/shared\/contract\/seo(\/|$)/;
const REMOTES = Object.values(require('../shared/src/contract/remotes.json')).map((remote) => remote.folder);
const MIGRATIONS_FOLDER = 'api/src/db/migrations/';
const DRAFT_JS = /^(draft-js|draftjs-to-html|html-to-draftjs)(\/|$)/;

/**
 * The layers of the Node code, top first: a folder imports its own files and the folders of the
 * layers below it, never one beside or above it (routes -> domain -> persistence). A top-level file
 * is its own unit where named (api/src/config.ts), else one with the others ('(top-level files)').
 * Every folder is listed: a new one takes its place here. Type-only imports do not count (erased).
 */
const LAYERS = {
  'api/src/': [
    ['routes'], // the HTTP routes of spec §7, one folder each
    ['plugins'], // Fastify plugins: wire the services below into the app
    ['config.ts'], // the environment read into options (the parsers live with their subjects below)
    ['redirects'], // redirect rules and the 404 monitor (their CSV is the contacts export's)
    ['insights'], // first-party visitor insight: beacons, rollups, the report (with the messages' attribution)
    ['audit'], // the staff audit trail: what each write did, its rows and CSV (the contacts export's cells)
    ['backup', 'seo-audit', 'seed', 'contacts', 'users', 'publication', 'page-cache', 'dashboard'], // features built on the content
    ['image-references'], // which stored images anything still names (sweeps, backups)
    ['media-library', 'page-seo'],
    ['content'], // the content types' routes, writes and uploads
    ['indexnow'], // IndexNow: which pages a content write changes, and the outbox's HTTP worker that submits them
    ['trash'],
    ['revisions', 'notifications', 'reviews'],
    ['http'], // request and reply helpers
    ['openapi'], // what the API description says of each route (read by the routes, written out by plugins/openapi)
    ['persistence'], // the query helpers every repository shares
    ['auth', 'second-factor', 'captcha', 'metrics', 'data-dir', 'server', 'media'], // second-factor: TOTP, recovery codes, passkeys, login tickets
    ['shared-state'], // counters and guards shared by the API's instances, kept in the database or Redis
    ['db'], // the connection, the schema's types and the migrations
  ],
  'shell/server/': [['(top-level files)'], ['ssr', 'seo', 'forms', 'page-cache', 'fast-lane'], ['releases']],
};

/** Composition roots and command-line entries: they assemble every layer, so none is above them. */
const COMPOSITION_ROOTS = /^api\/src\/(main\.ts|app\.ts|.*-cli\.ts)$|^shell\/server\/main\.ts$/;

/** Imports against the layers, kept on purpose until they can move; each says why. */
const LAYER_EXCEPTIONS = /** @type {Array<{ from: string, to: string, why: string }>} */ ([]);

const layerRootOf = (/** @type {string} */ file) => Object.keys(LAYERS).find((root) => file.startsWith(root)) ?? null;

/** The unit of the layer table a path belongs to: its folder, or a top-level file. */
const layerUnitOf = (/** @type {string} */ root, /** @type {string} */ file) => {
  const rest = file.slice(root.length);
  if (rest.includes('/')) return rest.split('/')[0];
  const name = `${rest.replace(/\.[cm]?[jt]sx?$/, '')}.ts`;
  return LAYERS[/** @type {keyof typeof LAYERS} */ (root)].some((layer) => layer.includes(name)) ? name : '(top-level files)';
};

const layerIndexOf = (/** @type {string} */ root, /** @type {string} */ unit) =>
  LAYERS[/** @type {keyof typeof LAYERS} */ (root)].findIndex((layer) => layer.includes(unit));

/**
 * @typedef {{ specifier: string, path: string | null }} ImportTarget
 * @typedef {{ id: string, rule: string, types?: boolean, applies: (file: string) => boolean, breaks: (target: ImportTarget, file: string) => boolean }} ImportRule
 */

/** Tests and their helpers: never part of a bundle or of the server. */
const isTestFile = (/** @type {string} */ file) =>
  /(^|\/)(__tests__|__mocks__|test-support|testing)\//.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file);

/** The shared entry a repository path belongs to ('admin', 'contract', 'schemas', …), or null. */
const entryOfPath = (/** @type {string} */ file) => {
  if (file.startsWith(SCHEMAS_FOLDER)) return 'schemas';
  const byPath = /^shared\/src\/([^/]+)\//.exec(file);
  return byPath ? byPath[1] : null;
};

/** The shared entry an import names or reaches, or null. */
const sharedEntryOf = (/** @type {ImportTarget} */ target) => {
  const byName = /^@agency\/shared\/([^/]+)/.exec(target.specifier);
  if (byName) return byName[1];
  return target.path ? entryOfPath(target.path) : null;
};

/** The package an import reaches: a folder of the repository ('mf-public', 'shell', 'api', …). */
const packageOf = (/** @type {ImportTarget} */ target) => {
  const byName = /^@agency\/([^/]+)/.exec(target.specifier);
  if (byName) return byName[1];
  return target.path ? target.path.split('/')[0] : null;
};

const isRemote = (/** @type {string | null} */ name) => name !== null && REMOTES.includes(name);

const remoteOf = (/** @type {string} */ file) => REMOTES.find((remote) => file.startsWith(`${remote}/`)) ?? null;

/** @type {ImportRule[]} */
module.exports = [
  {
    id: 'shared-entry-points',
    rule: `Import @agency/shared only through its entry points (${SHARED_ENTRIES.map((e) => `@agency/shared/${e}`).join(', ')}; a stylesheet such as @agency/shared/ui/ui.css by its file): module federation shares exactly these, and a deep import bundles a second copy of the store or the API cache.`,
    types: true,
    applies: (file) => !file.startsWith('api/'),
    breaks: (target) =>
      /^@agency\/shared(\/|$)/.test(target.specifier) &&
      !new RegExp(`^@agency/shared/(${SHARED_ENTRIES.join('|')})$`).test(target.specifier) &&
      // The remotes table: data, read by the build and the e2e tools in plain Node.
      target.specifier !== '@agency/shared/contract/remotes.json' &&
      !/^@agency\/shared\/[^/]+\/[^/]+\.css$/.test(target.specifier),
  },
  {
    id: 'node-code-uses-contract-only',
    rule: 'The API host, the site server, the build and the e2e suite run in Node: of @agency/shared they use the contract only (the API host may name one of its files, @agency/shared/contract/<file>).',
    types: true,
    applies: (file) => /^(api|shell\/server|e2e|webpack)\//.test(file),
    breaks: (target) => /^@agency\/shared(\/|$)/.test(target.specifier) && !/^@agency\/shared\/contract(\/|$)/.test(target.specifier),
  },
  {
    id: 'testing-kit-only-in-tests',
    rule: '@agency/shared/testing, msw and Testing Library are for tests (__tests__, test-support, testing folders): never in code that ships.',
    applies: (file) => !isTestFile(file),
    breaks: (target) =>
      /^(@agency\/shared\/testing|msw|@testing-library\/[^/]+)(\/|$)/.test(target.specifier) || sharedEntryOf(target) === 'testing',
  },
  {
    id: 'dev-kit-only-in-standalone-bootstrap',
    rule: "@agency/shared/dev mounts a remote on its own: only a remote's src/bootstrap.tsx imports it (types may be named anywhere).",
    applies: (file) => !/^(mf-[^/]+\/src\/bootstrap\.tsx|shared\/src\/dev\/.*)$/.test(file),
    breaks: (target) => sharedEntryOf(target) === 'dev',
  },
  {
    id: 'shared-own-entry-relative',
    rule: "Inside shared/src, a file imports its own entry's siblings relatively, never through its own entry point (a cycle through the index).",
    types: true,
    applies: (file) => /^shared\/src\/[^/]+\//.test(file) && !isTestFile(file),
    breaks: (target, file) => target.specifier.startsWith('@agency/shared/') && sharedEntryOf(target) === entryOfPath(file),
  },
  {
    id: 'shared-other-entries-by-name',
    rule: 'Inside shared/src, a file reaches another entry by its package name (@agency/shared/<entry>), never by a relative path: federation shares the entry, not its files.',
    types: true,
    applies: (file) => /^shared\/src\/[^/]+\//.test(file),
    breaks: (target, file) => Boolean(target.path) && sharedEntryOf(target) !== null && sharedEntryOf(target) !== entryOfPath(file),
  },
  {
    id: 'contract-stands-alone',
    rule: 'shared/src/contract runs in the browser and in the API host: it imports yup, the password-strength estimator (@zxcvbn-ts) and its own files, nothing else (no React, store, UI or admin code); its schemas folder, the @agency/shared/schemas entry, reaches the rest of the contract by name, and the contract never imports the schemas.',
    types: true,
    applies: (file) => file.startsWith('shared/src/contract/') && !isTestFile(file),
    // @zxcvbn-ts: plain functions and word lists, no DOM, so the password rule reads the same on both sides.
    breaks: (target, file) =>
      target.path === null &&
      target.specifier !== 'yup' &&
      !target.specifier.startsWith('@zxcvbn-ts/') &&
      !(entryOfPath(file) === 'schemas' && /^@agency\/shared\/contract(\/messages|\/content-model)?$/.test(target.specifier)),
  },
  {
    id: 'admin-kit-only-in-admin-remotes',
    rule: 'Visitors never download admin code: only mf-admin-content and mf-admin-people import @agency/shared/admin (not mf-public, the shell or the other shared entries).',
    applies: (file) => !/^(mf-admin-content|mf-admin-people|shared\/src\/admin)\//.test(file),
    breaks: (target) => sharedEntryOf(target) === 'admin',
  },
  {
    id: 'staff-api-only-in-admin-code',
    rule: "Visitors never download staff endpoints: @agency/shared/staff-api is imported only by the admin remotes, the admin kit and the shell's admin frame (shell/src/admin), never by mf-public, the shell's public code or the other shared entries.",
    applies: (file) => !/^(mf-admin-content|mf-admin-people|shared\/src\/admin|shared\/src\/staff-api|shell\/src\/admin)\//.test(file),
    breaks: (target) => sharedEntryOf(target) === 'staff-api',
  },
  {
    id: 'seo-modules-off-visitor-paths',
    rule: "The SEO studio's modules (@agency/shared/contract/seo) are for the admin kit and the API host: never in mf-public, the shell or the contract entry every visitor loads.",
    applies: (file) =>
      /^(mf-public|shell\/src)\//.test(file) || (file.startsWith('shared/src/contract/') && !file.startsWith('shared/src/contract/seo/')),
    breaks: (target) => SEO_MODULES.test(target.specifier) || (target.path !== null && target.path.startsWith('shared/src/contract/seo')),
  },
  {
    id: 'draft-js-only-in-admin-kit',
    rule: 'One rich-text editor, in the admin kit: draft-js and its converters are imported only inside shared/src/admin (so never by mf-public or the shell).',
    applies: (file) => !file.startsWith('shared/src/admin/'),
    breaks: (target) => DRAFT_JS.test(target.specifier),
  },
  {
    id: 'no-remote-to-remote',
    rule: 'A remote never imports another remote: each ships on its own and meets the others only through the shell and @agency/shared.',
    types: true,
    applies: (file) => remoteOf(file) !== null,
    breaks: (target, file) => isRemote(packageOf(target)) && packageOf(target) !== remoteOf(file),
  },
  {
    id: 'front-end-never-imports-shell-or-api',
    rule: 'Remotes and @agency/shared never import the shell (it loads them, not the other way round) or the API host (they reach it over HTTP).',
    types: true,
    applies: (file) => remoteOf(file) !== null || file.startsWith('shared/'),
    breaks: (target) => packageOf(target) === 'shell' || packageOf(target) === 'api',
  },
  {
    id: 'shell-loads-remotes-at-run-time',
    rule: "The shell loads each remote at run time from the registry, never by import; only the server renderer (shell/src/ssr), built into each mf-public release, imports mf-public's pages.",
    types: true,
    applies: (file) => file.startsWith('shell/') && !file.startsWith('shell/src/ssr/'),
    breaks: (target) => isRemote(packageOf(target)),
  },
  {
    id: 'one-sanitizer',
    rule: 'One sanitizer in the browser: DOMPurify is imported only by the UI kit (SafeHtml in shared/src/ui).',
    applies: (file) => !file.startsWith('shared/src/ui/'),
    breaks: (target) => /^dompurify(\/|$)/.test(target.specifier),
  },
  {
    id: 'one-api-slice',
    rule: 'One RTK Query createApi and one store factory, in @agency/shared/api: Redux Toolkit is imported nowhere else (the staff endpoints of @agency/shared/staff-api name its builder type).',
    applies: (file) => !file.startsWith('shared/src/api/') && !file.startsWith('shared/src/staff-api/'),
    breaks: (target) => /^@reduxjs\/toolkit(\/|$)/.test(target.specifier),
  },
  {
    id: 'router-and-store-through-platform-api',
    rule: "Remotes reach React Router and Redux only through the platform API (@agency/shared/router, @agency/shared/api): a remote's own copy of react-router-dom or react-redux would not see the shell's router or store (tests may set up their own).",
    applies: (file) => remoteOf(file) !== null && !isTestFile(file),
    breaks: (target) => /^(react-router|react-router-dom|react-redux|redux)(\/|$)/.test(target.specifier),
  },
  {
    id: 'migrations-frozen-in-time',
    rule: "Migrations are frozen in time (Kysely's guidance): a file of api/src/db/migrations imports packages (kysely) and the migrations folder's own files only, never application code or @agency/*; a helper it needs is copied into migrations/helpers and never edited once used.",
    types: true,
    applies: (file) => file.startsWith(MIGRATIONS_FOLDER) && !isTestFile(file),
    breaks: (target) => target.specifier.startsWith('@agency/') || (target.path !== null && !target.path.startsWith(MIGRATIONS_FOLDER)),
  },
  {
    id: 'node-folders-import-downward',
    rule: `Folders of api/src and shell/server import downward only, layer by layer (${Object.entries(LAYERS)
      .map(([root, layers]) => `${root}: ${layers.map((layer) => layer.join(', ')).join(' -> ')}`)
      .join('; ')}); a folder missing from the table is declared there first.`,
    applies: (file) => layerRootOf(file) !== null && !COMPOSITION_ROOTS.test(file) && !isTestFile(file),
    breaks: (target, file) => {
      const root = /** @type {string} */ (layerRootOf(file));
      if (target.path === null || !target.path.startsWith(root) || isTestFile(target.path)) return false;
      if (LAYER_EXCEPTIONS.some((exception) => exception.from === file && exception.to === target.path)) return false;
      const from = layerUnitOf(root, file);
      const to = layerUnitOf(root, target.path);
      if (from === to) return false;
      const [fromIndex, toIndex] = [layerIndexOf(root, from), layerIndexOf(root, to)];
      return fromIndex < 0 || toIndex < 0 || toIndex <= fromIndex;
    },
  },
  {
    id: 'no-sideways-feature-imports',
    rule: "A feature folder owns its files: src/features/<a> never imports src/features/<b>; what two features share goes up to src/components, src/hooks, src/utils or @agency/shared (tests may open another feature's page).",
    types: true,
    applies: (file) => /^mf-[^/]+\/src\/features\/[^/]+\//.test(file) && !isTestFile(file),
    breaks: (target, file) => {
      const feature = /^(mf-[^/]+\/src\/features\/[^/]+)\//.exec(file)?.[1];
      return (
        target.path !== null && target.path.startsWith(`${remoteOf(file)}/src/features/`) && !`${target.path}/`.startsWith(`${feature}/`)
      );
    },
  },
];
