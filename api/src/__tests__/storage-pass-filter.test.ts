// The API suite's second pass (PostgreSQL, images in a bucket) runs again only the test files that can
// meet the storage choice: those whose imports, followed all the way down, read TEST_DATABASE_URL or
// TEST_MEDIA. Nothing that uses the test app may fall out of it.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const filter = createRequire(__filename)('../../../e2e/scripts/storage-pass-filter.js') as (
  testPaths: string[],
) => Promise<{ filtered: string[] }>;

const TESTS = path.resolve(__dirname);
const apiTestFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : apiTestFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });

test('a file reaching the storage choice through any chain of imports runs again; one that never does is left out', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-pass-'));
  try {
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write('choice.ts', "export const media = process.env.TEST_MEDIA ?? 'disk';\n");
    write('middle.ts', "export { media } from './choice';\n");
    write('pure.ts', 'export const twice = (n: number) => n * 2;\n');
    write('deep.test.ts', "import { media } from './middle';\ntest('x', () => expect(media).toBeTruthy());\n");
    write('required.test.ts', "const { media } = require('./choice');\n");
    write('lazy.test.ts', "test('x', async () => { await import('./middle'); });\n");
    write('unit.test.ts', "import { twice } from './pure';\nimport fs from 'node:fs';\n");
    const all = ['deep', 'required', 'lazy', 'unit'].map((name) => path.join(dir, `${name}.test.ts`));
    expect((await filter(all)).filtered.map((file) => path.basename(file)).sort()).toEqual([
      'deep.test.ts',
      'lazy.test.ts',
      'required.test.ts',
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('every API test file that uses the test app runs on the second pass', async () => {
  const all = apiTestFiles(path.resolve(TESTS, '..'));
  const { filtered } = await filter(all);
  const usesTestApp = all.filter((file) => /helpers\/test-app['"]/.test(fs.readFileSync(file, 'utf8')));
  expect(usesTestApp.length).toBeGreaterThan(50);
  expect(usesTestApp.filter((file) => !filtered.includes(file))).toEqual([]);
  // And a pure one is left out.
  expect(filtered).not.toContain(path.resolve(TESTS, '../redirects/__tests__/redirect-matcher.test.ts'));
});
