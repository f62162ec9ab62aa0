// The native addons npm compiles at install (package.json `allowScripts`: better-sqlite3, argon2). `npm ci
// --ignore-scripts` leaves them uncompiled, and CI installs that way: compiling SQLite is about 80 s on one
// core at the end of `npm ci`, with the other core idle, while npm test's first phase (type-check, lint,
// build) needs neither addon and can take the compile beside it. `npm test` compiles the missing ones there.

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** The addons whose install scripts the project allows, without their compiled module. @returns {string[]} */
const uncompiledAddons = (root = ROOT) => {
  const { allowScripts = {} } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.entries(allowScripts)
    .filter(([, allowed]) => allowed === true)
    .map(([name]) => name)
    .filter((name) => {
      const release = path.join(root, 'node_modules', name, 'build', 'Release');
      return !fs.existsSync(release) || !fs.readdirSync(release).some((file) => file.endsWith('.node'));
    });
};

module.exports = { uncompiledAddons };
