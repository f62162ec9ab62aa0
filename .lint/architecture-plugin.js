// ESLint plugin `architecture`: one rule per import rule of docs/architecture.md (.lint/architecture-rules.js).
// Every way a module is reached counts: import and export ... from, import(), require().

const path = require('node:path');
const RULES = require('./architecture-rules');
const noImportCycles = require('./import-cycles');

const ROOT = path.resolve(__dirname, '..');

const repoPath = (/** @type {string} */ absolute) => path.relative(ROOT, absolute).split(path.sep).join('/');

/**
 * The import as the rules see it: as written, and the repository path a relative one reaches.
 * @param {string} specifier
 * @param {string} file
 * @returns {import('./architecture-rules').ImportTarget}
 */
const targetOf = (specifier, file) => ({
  specifier,
  path: specifier.startsWith('.') ? repoPath(path.resolve(ROOT, path.dirname(file), specifier)) : null,
});

/** @typedef {import('estree').Node & { importKind?: string, exportKind?: string, specifiers?: Array<{ importKind?: string }> }} ImportNode */

/** An import that names types only: TypeScript erases it, so nothing is bundled. */
const isTypeOnly = (/** @type {ImportNode} */ node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => /** @type {{ importKind?: string }} */ (s).importKind === 'type'));

/** @returns {string | null} */
const literalSource = (/** @type {any} */ node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null);

/**
 * @param {import('./architecture-rules').ImportRule} entry
 * @returns {import('eslint').Rule.RuleModule}
 */
const ruleFor = (entry) => ({
  meta: {
    type: 'problem',
    docs: { description: entry.rule, url: 'docs/architecture.md' },
    schema: [],
    messages: { breaks: `'{{specifier}}': ${entry.rule} (docs/architecture.md)` },
  },
  create(context) {
    const file = repoPath(context.filename);
    if (file.startsWith('..') || !entry.applies(file)) return {};
    /** @param {any} sourceNode @param {boolean} typeOnly */
    const check = (sourceNode, typeOnly) => {
      const specifier = literalSource(sourceNode);
      if (specifier === null || (typeOnly && !entry.types)) return;
      if (entry.breaks(targetOf(specifier, file), file)) context.report({ node: sourceNode, messageId: 'breaks', data: { specifier } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, isTypeOnly(node)),
      ImportExpression: (node) => check(node.source, false),
      // `import('x').T` in a type (typescript-eslint's node, unknown to ESLint's own types).
      TSImportType: (/** @type {any} */ node) => check(node.source ?? node.argument?.literal, true),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1)
          check(node.arguments[0], false);
      },
    };
  },
});

module.exports = {
  meta: { name: 'architecture' },
  rules: { ...Object.fromEntries(RULES.map((entry) => [entry.id, ruleFor(entry)])), 'no-import-cycles': noImportCycles },
  /** Every rule as an error. */
  recommendedRules: /** @type {Record<string, 'error'>} */ (
    Object.fromEntries([...RULES.map((entry) => entry.id), 'no-import-cycles'].map((id) => [`architecture/${id}`, 'error']))
  ),
};
