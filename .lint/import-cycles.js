// Rule `architecture/no-import-cycles`: a module never reaches itself through the modules it loads.
// A cycle makes the load order decide which side sees the other half-initialised (undefined
// exports at start-up), and ties two folders into one. Only what runs counts: relative static
// imports, `export ... from` and require(); type-only imports (erased) and import() (loaded later)
// break no load order. The graph beyond the linted file is read from disk, once per file version.

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const RESOLVED = ['', '.ts', '.tsx', '.js', '.cjs', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const STATIC_IMPORT = /(?:^|[\n;])[ \t]*(?:import|export)[ \t]+(type[ \t]+)?(?:([^'";]*?)[ \t\n]*from[ \t\n]*)?['"](\.{1,2}\/[^'"]*)['"]/g;
const REQUIRE = /\brequire\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;

const isFile = (/** @type {string} */ file) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The file a relative specifier loads, or null (a missing file is another rule's business). */
const resolve = (/** @type {string} */ from, /** @type {string} */ specifier) => {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ending of RESOLVED) if (isFile(base + ending)) return base + ending;
  return null;
};

/** `import { type A, type B } from` names types only, like `import type`. */
const namesTypesOnly = (/** @type {string | undefined} */ clause) => {
  const braces = clause && /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
};

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const onDisk = new Map();

/** The files `file` loads when it runs, as read from disk. */
const importsOnDisk = (/** @type {string} */ file) => {
  const { mtimeMs } = fs.statSync(file);
  const cached = onDisk.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(STATIC_IMPORT)].filter((m) => !m[1] && !namesTypesOnly(m[2])).map((m) => m[3]),
    ...[...source.matchAll(REQUIRE)].map((m) => m[1]),
  ];
  const imports = [...new Set(specifiers.map((specifier) => resolve(file, specifier)).filter((target) => target !== null))];
  onDisk.set(file, { mtimeMs, imports });
  return imports;
};

/** A chain of imports from `start` back to `file`, or null. */
const pathBack = (/** @type {string} */ start, /** @type {string} */ file) => {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = /** @type {string} */ (queue.shift());
    for (const next of importsOnDisk(current)) {
      if (next === file) {
        const chain = [file];
        for (let step = /** @type {string | null} */ (current); step !== null; step = cameFrom.get(step) ?? null) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next) && !next.includes(`${path.sep}node_modules${path.sep}`)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
};

const repoPath = (/** @type {string} */ absolute) => path.relative(ROOT, absolute).split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles: a module never reaches itself through what it loads.', url: 'docs/architecture.md' },
    schema: [],
    messages: {
      cycle:
        "'{{specifier}}' closes an import cycle ({{chain}}): no module reaches itself through what it loads; move what both need down a layer (docs/architecture.md)",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    /** @param {any} node @param {boolean} typeOnly */
    const check = (node, typeOnly) => {
      const specifier = node.source?.value;
      if (typeOnly || typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(file, specifier);
      const back = target && (target === file ? [file] : pathBack(target, file));
      const chain = back && [file, ...back];
      if (chain) context.report({ node: node.source, messageId: 'cycle', data: { specifier, chain: chain.map(repoPath).join(' -> ') } });
    };
    const typeOnly = (/** @type {any} */ node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, typeOnly(node)),
    };
  },
};
