// The one way the benchmark scripts read `--name value` from their command line.

/**
 * The value after `--name`, or `fallback` when the option is absent.
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {string | T}
 */
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};

module.exports = { option };
