// Visitors never download admin code: the SEO modules stay out of the contract entry
// (a federated singleton every visitor loads) and out of the public remote and the shell.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../../..');

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

it('is not exported by @agency/shared/contract', () => {
  const entry = readFileSync(join(ROOT, 'shared/src/contract/index.ts'), 'utf8');
  expect(entry).not.toMatch(/['"]\.\/seo(\/|['"])/);
});

it.each(['mf-public/src', 'shell/src'])('is not imported by %s', (dir) => {
  const importers = sourcesUnder(join(ROOT, dir)).filter((file) => /contract\/seo['"/]/.test(readFileSync(file, 'utf8')));
  expect(importers).toEqual([]);
});
