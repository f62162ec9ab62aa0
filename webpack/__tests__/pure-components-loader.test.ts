// The loader that lets the bundle drop React Router's unused components: their declarations
// become pure and their dev-tools names go, so nothing but a use keeps them.

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(__filename)('../pure-components-loader.js') as (source: string) => string;

describe('pure-components-loader', () => {
  it('marks top-level components and contexts pure and drops their display names', () => {
    const source = [
      'var Link = React10.forwardRef(function Link2() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Kept = React.memo(Inner);',
      'function inner() { var notTopLevel = React.forwardRef(x); }',
      '',
    ].join('\n');
    expect(load(source)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function Link2() {});',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var Kept = /* @__PURE__ */ React.memo(Inner);',
        'function inner() { var notTopLevel = React.forwardRef(x); }',
        '',
      ].join('\n'),
    );
  });

  it('still finds what it rewrites in the installed React Router (an upgrade that renames them shows here)', () => {
    const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    const [chunk] = readdirSync(dist).filter(
      (file) => /^chunk-.*\.mjs$/.test(file) && readFileSync(path.join(dist, file), 'utf8').includes('var Link = '),
    );
    const rewritten = load(readFileSync(path.join(dist, chunk), 'utf8'));
    expect(rewritten).toContain('var Link = /* @__PURE__ */ React');
    expect(rewritten).toContain('var NavLink = /* @__PURE__ */ React');
    expect(rewritten).not.toMatch(/^(Link|NavLink|Form)\.displayName/m);
  });
});
