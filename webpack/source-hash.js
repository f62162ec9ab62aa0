// A short hash of what goes into an app's bundle: its own sources and package.json, and
// the shared package's sources. Deterministic, so an unchanged app builds the same files.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { filesUnder } = require('./files-under');

/** @param {string} appDir @param {string} root the repository (for shared/src) */
const sourceHash = (appDir, root) => {
  const hash = crypto.createHash('sha256');
  const files = [
    path.join(appDir, 'package.json'),
    ...filesUnder(path.join(appDir, 'src')),
    ...filesUnder(path.join(root, 'shared', 'src')),
  ];
  for (const file of files.sort()) {
    hash.update(path.relative(appDir, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
};

module.exports = { sourceHash };
