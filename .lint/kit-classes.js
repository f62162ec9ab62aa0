// ESLint rule `kit/known-classes`: a className in JSX that reads like a CSS framework's class
// (`btn-…`, `form-…`, `visually-hidden`, `sr-only`) must be one our own stylesheets define. We load
// no CSS framework, so Bootstrap's `form-control` or `btn-sm` styles nothing and leaves a raw,
// unstyled control on the screen; the kit's names (`input`, `field`, `btn-small`, `ui-visually-hidden`…) do.

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const STYLE_ROOTS = ['shared/src', 'shell/src', 'mf-public/src', 'mf-admin-content/src', 'mf-admin-people/src'];
const FRAMEWORK_LIKE = /^(btn-|form-)|^(visually-hidden|sr-only)$/;

/** @type {Set<string> | undefined} */
let defined;

/** Every class selector in our stylesheets, read once per lint run. */
const definedClasses = () => {
  if (defined) return defined;
  /** @type {Set<string>} */
  const found = new Set();
  defined = found;
  /** @param {string} dir */
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.css'))
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) found.add(match[1]);
    }
  };
  for (const root of STYLE_ROOTS) walk(path.join(ROOT, root));
  return defined;
};

/**
 * The class names a className value spells out (string literals and a template's fixed parts).
 * @param {any} node
 * @returns {string[]}
 */
const literalClasses = (node) => {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value.split(/\s+/);
  if (node.type === 'JSXExpressionContainer') return literalClasses(node.expression);
  if (node.type === 'TemplateLiteral') return node.quasis.flatMap((/** @type {any} */ quasi) => quasi.value.cooked.split(/\s+/));
  if (node.type === 'ConditionalExpression') return [...literalClasses(node.consequent), ...literalClasses(node.alternate)];
  if (node.type === 'LogicalExpression') return literalClasses(node.right);
  return [];
};

/** @type {import('eslint').Rule.RuleModule} */
const knownClasses = {
  meta: {
    type: 'problem',
    docs: { description: 'framework-like class names must be defined by our own stylesheets' },
    schema: [],
    messages: {
      unknown:
        "'{{name}}' is styled by no stylesheet of ours (we load no CSS framework): use the kit's class (input, field, field-error, btn-small, btn-outline, ui-visually-hidden)",
    },
  },
  create(context) {
    return {
      JSXAttribute(/** @type {any} */ node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'className') return;
        for (const name of literalClasses(node.value)) {
          if (FRAMEWORK_LIKE.test(name) && !definedClasses().has(name)) context.report({ node, messageId: 'unknown', data: { name } });
        }
      },
    };
  },
};

module.exports = { meta: { name: 'kit' }, rules: { 'known-classes': knownClasses } };
