// webpack/server-code.js compiles the code Node runs once for the build, the API tests that start real server
// processes and a release. Its stamp must outlive the folders it swaps in (a stamp kept in api/dist went with
// every build's fresh copy, and the tests compiled the same code a second time in each CI run), and a caller
// after a compile of the same sources skips the work.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const { ensureServerCode, STAMP_FILE, TARGETS } = createRequire(__filename)('../server-code.js') as {
  ensureServerCode: (options?: { force?: boolean }) => boolean;
  STAMP_FILE: string;
  TARGETS: Array<{ pkg: string; outDir: string; entry: string }>;
};

test('the stamp lies outside every folder the compile swaps in', () => {
  const stamp = path.relative(ROOT, STAMP_FILE).split(path.sep).join('/');
  const folders = TARGETS.map(({ pkg, outDir }) => `${pkg}/${outDir}`);
  expect(folders).toEqual(['shared/dist', 'api/dist', 'shell/dist-server']);
  for (const folder of folders) expect(stamp.startsWith(`${folder}/`)).toBe(false);
});

test('after a compile, the next caller finds the code fresh and compiles nothing', () => {
  ensureServerCode();
  const builtAt = fs.statSync(path.join(ROOT, 'api', 'dist', 'main.js')).mtimeMs;
  expect(ensureServerCode()).toBe(false);
  expect(fs.statSync(path.join(ROOT, 'api', 'dist', 'main.js')).mtimeMs).toBe(builtAt);
  for (const { pkg, entry } of TARGETS) expect(fs.existsSync(path.join(ROOT, pkg, entry))).toBe(true);
});
