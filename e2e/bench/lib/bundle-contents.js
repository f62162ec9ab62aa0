// What a served script is made of: its source map's sources grouped by npm package (or
// our own folder), weighted by their source size, so a report can name the biggest parts.

const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('./build-time');

/** @type {Record<string, string>} */
const REMOTE_FOLDERS = Object.fromEntries(
  Object.entries(require('@agency/shared/contract/remotes.json')).map(([name, remote]) => [name, remote.folder]),
);

/** The built file behind a served path: /static/... is the shell's, /remotes/<name>/<version>/... a remote's. */
/** @param {string} servedPath @returns {string | undefined} */
const builtFileOf = (servedPath) => {
  if (servedPath.startsWith('/static/')) return path.join(ROOT, 'shell', 'dist', servedPath);
  const match = /^\/remotes\/([a-z_]+)\/[^/]+\/(.+)$/.exec(servedPath);
  return match && REMOTE_FOLDERS[match[1]] ? path.join(ROOT, REMOTE_FOLDERS[match[1]], 'dist', match[2]) : undefined;
};

/** @param {string} source */
const partOf = (source) => {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const own = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^\.\//, '');
  return own.startsWith('webpack/') ? 'webpack runtime' : own.split('/').slice(0, 2).join('/');
};

/** The three biggest parts of a served script, e.g. ['react-dom 97%', 'scheduler 2%']. */
/** @param {string} servedPath @returns {string[]} */
const biggestParts = (servedPath, count = 3) => {
  const file = builtFileOf(servedPath);
  if (!file || !fs.existsSync(`${file}.map`)) return [];
  /** @type {{ sources: string[], sourcesContent?: Array<string | null> }} */
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
  /** @type {Map<string, number>} */
  const sizes = new Map();
  map.sources.forEach((source, index) => {
    const part = partOf(source);
    sizes.set(part, (sizes.get(part) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([part, size]) => `${part} ${Math.round((size / total) * 100)}%`);
};

module.exports = { biggestParts };
