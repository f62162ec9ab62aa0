// What the scripts a page downloaded are made of: each served script's source map
// (written by the production build beside it) lists the modules inside it.

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REMOTES } from '@agency/shared/contract';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTE_FOLDERS: Record<string, string> = Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.folder]));

/** The built file behind a served script: /static/... is the shell's, /remotes/<name>/<version>/... a remote's. */
const builtFileOf = (servedPath: string): string | undefined => {
  if (servedPath.startsWith('/static/')) return path.join(ROOT, 'shell', 'dist', servedPath);
  const match = /^\/remotes\/([a-z_]+)\/[^/]+\/(.+)$/.exec(servedPath);
  return match && REMOTE_FOLDERS[match[1]] ? path.join(ROOT, REMOTE_FOLDERS[match[1]], 'dist', match[2]) : undefined;
};

/** The module paths inside a served script (empty when it has no source map). */
export const sourcesOf = (servedPath: string): string[] => {
  const file = builtFileOf(servedPath);
  if (!file || !fs.existsSync(`${file}.map`)) return [];
  return (JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
};

export interface DownloadedScript {
  path: string;
  /** Bytes on the wire (gzip when the browser asked for it). */
  bytes: number;
}

/** Records every script the page downloads from now on. */
export const recordScripts = (page: Page): DownloadedScript[] => {
  const scripts: DownloadedScript[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    // A request still finishing as the test closes its page cannot be measured; it no longer matters either
    // (unhandled, that rejection failed a passing test in CI: "Target page, context or browser has been closed").
    void request
      .sizes()
      .then((sizes) => scripts.push({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize }))
      .catch(() => undefined);
  });
  return scripts;
};

/** The npm packages (and our form modules) among the scripts that match `pattern`. */
export const packagesIn = (scripts: DownloadedScript[], pattern: RegExp): string[] => [
  ...new Set(
    scripts.flatMap((script) =>
      sourcesOf(script.path)
        .filter((source) => pattern.test(source))
        // The package the pattern names (its first group): formik's own nested copy of deepmerge is formik's.
        .map((source) => pattern.exec(source)?.[1] ?? source.replace(/^.*node_modules\//, '').split('/')[0]),
    ),
  ),
];
