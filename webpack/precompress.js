// Each text file of a production browser build is also written compressed, once, at build time:
// `.br` (brotli, best quality) for browsers that take it, `.gz` (zopfli: gzip that any browser
// reads, about 3% smaller than zlib's best) for the rest. The site serves them as they are
// (shell/server/static-assets.ts, `preCompressed`), so no request pays for compressing a file
// that never changes, and every visitor downloads fewer bytes (issue 14).

const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { gzip: zopfli } = require('@gfx/zopfli');

/** Scripts, styles and the federation's JSON and SVG files; never source maps. */
const TEXT_FILES = /\.(js|css|json|svg)$/;
/** Build reports the site never serves. */
const NOT_SERVED = /(-stats|platform-api|shared-fingerprint)\.json$/;
/** Files smaller than this are sent as they are (compression would gain a few bytes at most). */
const THRESHOLD = 1024;

/** @typedef {(input: Buffer, callback: (error: Error | null | undefined, result: Buffer | Uint8Array) => void) => void} Compress */

/** Gzip as zopfli writes it (15 iterations, its default). @type {Compress} */
const zopfliGzip = (input, callback) => zopfli(input, { numiterations: 15 }, callback);

/** Brotli at its best quality. @type {Compress} */
const brotliBest = (input, callback) =>
  zlib.brotliCompress(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }, callback);

/** @param {string} extension @param {Compress} compress */
const compressedCopies = (extension, compress) =>
  new CompressionPlugin({
    filename: `[path][base].${extension}`,
    test: TEXT_FILES,
    exclude: NOT_SERVED,
    threshold: THRESHOLD,
    minRatio: 0.9,
    algorithm: (input, _options, callback) => compress(input, callback),
  });

/** @returns {import('webpack').WebpackPluginInstance[]} */
const precompressPlugins = () => [compressedCopies('gz', zopfliGzip), compressedCopies('br', brotliBest)];

module.exports = { precompressPlugins, zopfliGzip, brotliBest };
