// CI installs with `npm ci --ignore-scripts`, and npm test's first phase compiles the native addons beside the
// checks (e2e/scripts/native-addons.js): only those the project allows scripts for, and only when their compiled
// module is missing (after a plain `npm ci` there is nothing to do).

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const { uncompiledAddons } = createRequire(__filename)('../../e2e/scripts/native-addons.js') as {
  uncompiledAddons: (root?: string) => string[];
};

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'native-addons-'));
  const allowScripts = { compiled: true, uncompiled: true, 'half-built': true, 'not-allowed': false };
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ allowScripts }));
  const release = (name: string) => fs.mkdirSync(path.join(root, 'node_modules', name, 'build', 'Release'), { recursive: true });
  release('compiled');
  fs.writeFileSync(path.join(root, 'node_modules', 'compiled', 'build', 'Release', 'compiled.node'), '');
  release('half-built');
  fs.mkdirSync(path.join(root, 'node_modules', 'uncompiled'), { recursive: true });
  fs.mkdirSync(path.join(root, 'node_modules', 'not-allowed'), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('names the allowed addons without a compiled module, and no other', () => {
  expect(uncompiledAddons(root).sort()).toEqual(['half-built', 'uncompiled']);
});

test('by the time jest runs, every addon is compiled (npm test compiles them in its first phase)', () => {
  expect(uncompiledAddons()).toEqual([]);
});
