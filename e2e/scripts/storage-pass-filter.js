// Jest `--filter` for the API suite's second pass (PostgreSQL, images in an S3-compatible bucket): only
// the test files whose outcome can depend on those choices run again. The choice reaches a test only
// through code that reads TEST_DATABASE_URL or TEST_MEDIA (the test app, the store helpers), so a file
// none of whose own imports, followed all the way down, reads either does exactly what it did on the
// first pass (SQLite, images on disk) and is left out. A file that starts using the test app later
// joins the pass by itself.

const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..', '..');
const STORAGE_CHOICE = /\bTEST_(DATABASE_URL|MEDIA)\b/;
// The workspace paths jest maps (jest.config.ts moduleNameMapper); any other bare import is a package.
const MAPPED = [
  ['@agency/shared/schemas', 'shared/src/contract/schemas/index.ts'],
  ['@agency/shared/', 'shared/src/'],
  ['@agency/api', 'api/src/app.ts'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The source file `specifier` names from `from`, or null for a package or a file that is not ours.
 *  @param {string} from @param {string} specifier @returns {string | null} */
const resolveLocal = (from, specifier) => {
  let base = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    const mapped = MAPPED.find(([prefix]) => specifier === prefix || (prefix.endsWith('/') && specifier.startsWith(prefix)));
    if (mapped) base = path.join(ROOT, mapped[1], specifier.slice(mapped[0].length));
  }
  if (base === null) return null;
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.js$/, '.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
};

/** @typedef {{ reads: boolean, imports: string[] }} SourceFacts */

/** What `file` says itself: whether it reads the storage choice, and the files of ours it imports.
 *  @param {string} file @returns {SourceFacts} */
const readFile = (file) => {
  const text = fs.readFileSync(file, 'utf8');
  // Static imports, re-exports, require() and import() alike.
  const imports = ts.preProcessFile(text, true, true).importedFiles.flatMap((imported) => resolveLocal(file, imported.fileName) ?? []);
  return { reads: STORAGE_CHOICE.test(text), imports };
};

/** Whether `file` or anything it imports, directly or not, reads the storage choice.
 *  @param {string} file @param {Map<string, SourceFacts>} [files] what earlier calls read @returns {boolean} */
const readsStorageChoice = (file, files = new Map()) => {
  const seen = new Set();
  const pending = [file];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    let facts = files.get(current);
    if (facts === undefined) {
      facts = readFile(current);
      files.set(current, facts);
    }
    if (facts.reads) return true;
    pending.push(...facts.imports);
  }
  return false;
};

/** @param {string[]} testPaths @returns {Promise<{ filtered: string[] }>} */
const filter = async (testPaths) => {
  const files = new Map();
  return { filtered: testPaths.filter((testPath) => readsStorageChoice(testPath, files)) };
};

module.exports = filter;
module.exports.readsStorageChoice = readsStorageChoice;
