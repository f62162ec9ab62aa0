// The copies a production build writes beside each text file: any gzip or brotli reader gets
// the file back, and the gzip copy is smaller than zlib's best, which the site used to send.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

type Compress = (input: Buffer, callback: (error: Error | null | undefined, result: Buffer | Uint8Array) => void) => void;
const { zopfliGzip, brotliBest, precompressPlugins } = createRequire(__filename)('../precompress.js') as {
  zopfliGzip: Compress;
  brotliBest: Compress;
  precompressPlugins: () => Array<{ options: { filename: string; exclude: RegExp } }>;
};

const run = (compress: Compress, input: Buffer) =>
  new Promise<Buffer>((resolve, reject) => compress(input, (error, result) => (error ? reject(error) : resolve(Buffer.from(result)))));

// A real script of the kind the site serves: React's production build.
const script = readFileSync(path.join(path.dirname(require.resolve('react/package.json')), 'cjs', 'react.production.js'));

describe('precompressed copies', () => {
  it('gzip by zopfli: plain gzip, smaller than zlib at its best level', async () => {
    const copy = await run(zopfliGzip, script);
    expect(zlib.gunzipSync(copy).equals(script)).toBe(true);
    expect(copy.length).toBeLessThan(zlib.gzipSync(script, { level: 9 }).length);
  });

  it('brotli at its best quality: smaller still', async () => {
    const copy = await run(brotliBest, script);
    expect(zlib.brotliDecompressSync(copy).equals(script)).toBe(true);
    expect(copy.length).toBeLessThan((await run(zopfliGzip, script)).length);
  });

  it('are written as `.gz` and `.br` beside each file, never for the build reports the site does not serve', () => {
    const plugins = precompressPlugins();
    expect(plugins.map((plugin) => plugin.options.filename)).toEqual(['[path][base].gz', '[path][base].br']);
    for (const plugin of plugins) {
      expect(plugin.options.exclude.test('mf-manifest-stats.json')).toBe(true);
      expect(plugin.options.exclude.test('platform-api.json')).toBe(true);
      expect(plugin.options.exclude.test('mf-manifest.json')).toBe(false);
    }
  });
});
