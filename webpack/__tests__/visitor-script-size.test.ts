// The visitor script's budget: at most 1 KB gzip, minified with what it imports (the visit reader),
// so every public page's idle-time addition stays small. Deterministic: same source, same bytes.

import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(__dirname, '../..');
const BUDGET_BYTES = 1024;

test('the visitor script is at most 1 KB gzip', () => {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(ROOT, 'shell/src/insights/visitor-beacon.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    alias: { '@agency/shared/contract/visit': path.join(ROOT, 'shared/src/contract/visit.ts') },
  });
  const gzipped = gzipSync(outputFiles[0].contents, { level: 9 }).length;
  expect(gzipped).toBeGreaterThan(300);
  expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
});
