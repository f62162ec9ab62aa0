// A remote's build lists each script and stylesheet with its SHA-384 in the manifest, and its chunk
// loaders give each element they create the hash the shell's table holds for its URL (or one nothing
// matches): the names both sides use are the same.

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import * as shellTable from '../../shell/src/federation/integrity-table';

const { listFileIntegrity, checkedLoad, TABLE_GLOBAL, UNLISTED } = createRequire(__filename)('../file-integrity-plugin.js') as {
  listFileIntegrity: (options: { stats: { metaData: Record<string, unknown> }; compilation: unknown }) => {
    metaData: { integrity: Record<string, string> };
  };
  checkedLoad: (element: string, property: string) => string;
  TABLE_GLOBAL: string;
  UNLISTED: string;
};

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

test('lists every script and stylesheet of the build with the SHA-384 of its final bytes, nothing else', () => {
  const files: Record<string, string> = {
    'remoteEntry.js': 'var remote;',
    'static/js/1.abc.js': 'chunk',
    'static/css/styles.abc.css': 'a{}',
    'static/js/1.abc.js.map': '{}',
    'static/media/logo.abc.svg': '<svg/>',
  };
  const compilation = {
    getAssets: () => Object.entries(files).map(([name, text]) => ({ name, source: { buffer: () => Buffer.from(text) } })),
  };
  const stats = listFileIntegrity({ stats: { metaData: { name: 'remote' } }, compilation });
  expect(stats.metaData).toEqual({
    name: 'remote',
    integrity: {
      'remoteEntry.js': sri('var remote;'),
      'static/css/styles.abc.css': sri('a{}'),
      'static/js/1.abc.js': sri('chunk'),
    },
  });
});

test("a chunk loader gives an element the table's hash for its URL, else one nothing matches, and asks for CORS", () => {
  const load = (table: Record<string, string> | undefined, src: string) => {
    const script = { src, integrity: '', crossOrigin: '' };
    vm.runInNewContext(checkedLoad('script', 'src'), { script, self: table ? { [TABLE_GLOBAL]: table } : {} });
    return script;
  };
  const url = 'https://cdn.example/remotes/mf_public/1.0.0-abc/static/js/1.abc.js';
  expect(load({ [url]: 'sha384-listed' }, url)).toMatchObject({ integrity: 'sha384-listed', crossOrigin: 'anonymous' });
  expect(load({ [url]: 'sha384-listed' }, `${url}.other`).integrity).toBe(UNLISTED);
  // Without the shell's table (a remote outside the shell), nothing loads unchecked either.
  expect(load(undefined, url).integrity).toBe(UNLISTED);
});

test("the table's global name and the unmatched hash are the shell's (shell/src/federation/integrity-table.ts)", () => {
  expect([TABLE_GLOBAL, UNLISTED]).toEqual([shellTable.TABLE_GLOBAL, shellTable.UNLISTED]);
});
