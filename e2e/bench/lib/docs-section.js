// Replaces one section of docs/benchmarks.md (from its heading to the next `## `), or
// appends it, leaving the other benchmarks' sections as they are.

const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('./build-time');

const DOC = path.join(ROOT, 'docs', 'benchmarks.md');

/** @param {string} title @param {string} text */
const writeSection = (title, text) => {
  const current = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(`${title}\n`);
  if (start === -1) {
    fs.writeFileSync(DOC, `${current.replace(/\n*$/, '\n\n')}${text}`);
    return;
  }
  const next = current.indexOf('\n## ', start + title.length);
  const rest = next === -1 ? '' : current.slice(next + 1);
  fs.writeFileSync(DOC, `${current.slice(0, start)}${text}${rest ? `\n${rest}` : ''}`);
};

module.exports = { writeSection, DOC };
