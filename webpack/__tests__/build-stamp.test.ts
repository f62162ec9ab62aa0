// webpack/build.js skips a build whose outputs match the sources, by a stamp of their hash. The stamp must
// outlive every output folder (the API tests' compiled-build helper swaps shell/dist-server for a fresh copy;
// a stamp kept there went with it, and CI built the whole site twice), and under `npm test` a stale build
// is refused instead of silently rebuilt.

import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const { mustBuild, STAMP_FILE, OUTPUTS } = createRequire(__filename)('../build.js') as {
  mustBuild: (hash: string, force: boolean) => boolean;
  STAMP_FILE: string;
  OUTPUTS: string[];
};

/** A hash no stamp holds: the build counts as stale. */
const STALE = '0'.repeat(64);

afterEach(() => {
  delete process.env.BUILD_EXPECTED_FRESH;
});

test('the stamp lies outside every folder the build writes', () => {
  const stamp = path.relative(ROOT, STAMP_FILE).split(path.sep).join('/');
  const outputFolders = OUTPUTS.map((output) => output.split('/').slice(0, 2).join('/'));
  expect(outputFolders).toEqual(expect.arrayContaining(['shell/dist-server', 'api/dist', 'shared/dist', 'shell/dist']));
  for (const folder of outputFolders) expect(stamp.startsWith(`${folder}/`)).toBe(false);
});

test('a stale build is built, and a forced one always', () => {
  expect(mustBuild(STALE, false)).toBe(true);
  expect(mustBuild(STALE, true)).toBe(true);
});

test('under npm test (BUILD_EXPECTED_FRESH=1) a stale build is refused, naming why; a forced one still builds', () => {
  process.env.BUILD_EXPECTED_FRESH = '1';
  expect(() => mustBuild(STALE, false)).toThrow('out of date although npm test built it a moment ago');
  expect(mustBuild(STALE, true)).toBe(true);
});
