// Every file under a folder, leaving out the folders named in `skipped` (what a hash of sources must not
// read: dependencies, outputs, tests). A folder that is not there holds none. Unordered: sort before hashing.

const fs = require('node:fs');
const path = require('node:path');

/** Folders no hash of sources reads. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server', '__tests__']);

/** @param {string} dir @param {ReadonlySet<string>} [skipped] @returns {string[]} */
const filesUnder = (dir, skipped = new Set()) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (skipped.has(entry.name)) return [];
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(full, skipped) : [full];
      })
    : [];

module.exports = { filesUnder, NOT_SOURCES };
