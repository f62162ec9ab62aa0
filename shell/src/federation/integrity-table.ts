// The page's one table of Subresource Integrity hashes (absolute URL -> `sha384-…`) for the files of
// remote releases: the registry's (each manifest and entry) and those each manifest lists once the
// browser verified it against its registry hash (`metaData.integrity`: every script and stylesheet of
// the release). The shell's federation runtime plugin reads it for what the runtime loads; a remote's
// own chunk loaders read it by its global name (webpack/file-integrity-plugin.js), so no remote entry
// carries a table of its own.

/** The global the remotes' chunk loaders read (TABLE_GLOBAL in webpack/file-integrity-plugin.js). */
export const TABLE_GLOBAL = '__REMOTE_INTEGRITY__';
/** A well-formed SHA-384 hash no file has: what a file of a release that no manifest lists is loaded with,
 *  so the browser refuses it (UNLISTED in webpack/file-integrity-plugin.js). */
export const UNLISTED = `sha384-${'A'.repeat(64)}`;

type Table = Record<string, string>;

const table = (): Table => {
  const page = window as unknown as Record<string, Table | undefined>;
  // No prototype: a URL is only ever a key of its own.
  return (page[TABLE_GLOBAL] ??= Object.create(null) as Table);
};

export const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');

export const integrityOf = (url: string): string | undefined => table()[withoutQuery(url)];

/** Records `files` (path relative to `base` -> hash). */
export const rememberIntegrity = (base: string, files: Record<string, string>): void => {
  const known = table();
  for (const [file, integrity] of Object.entries(files)) known[new URL(file, base).href] = integrity;
};

/** The file hashes a verified manifest lists; throws when it lists none (a release built without them). */
export const manifestFileHashes = (url: string, text: string): Record<string, string> => {
  const integrity = (JSON.parse(text) as { metaData?: { integrity?: unknown } }).metaData?.integrity;
  if (!integrity || typeof integrity !== 'object' || Object.keys(integrity).length === 0) {
    throw new Error(`[federation] ${url} lists no file hashes: refused`);
  }
  return integrity as Record<string, string>;
};
