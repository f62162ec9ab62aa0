// What a server-rendered public page announces in <head>: the public remote's stylesheet
// (so the markup is styled before any script runs) and the body font's preload; and the
// preloads of the files the scripts will fetch first (the remote's manifest, entry and pages
// module), which the page adds only once it has loaded (start-after-load.ts).
// Every file of the remote is loaded with its SRI hash, as a CORS request (the shell's
// integrity-plugin.ts, the remote's chunk loaders: webpack/file-integrity-plugin.js), so the
// stylesheet and each preload carry the same `integrity` and `crossorigin`: the browser checks
// the stylesheet too, and a preload is only reused by a request made in the same mode (else the
// browser fetched each script twice).

import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, readManifest, remoteEntryPath } from '../releases/federation-manifest';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface PageAssets {
  /** Tags for <head>. */
  head: string;
  /** Preloads the page adds once it has loaded. */
  afterLoad: string;
}

/** The body font's core face in the shell's build (webpack/fonts/subset-inter.js), if it has one: the only
 *  face nearly every page needs, so the only one worth asking for before the stylesheet names it. */
const fontFile = (shellDist: string): string | undefined => {
  const media = path.join(shellDist, 'static', 'media');
  if (!fs.existsSync(media)) return undefined;
  const file = fs.readdirSync(media).find((name) => /^inter-core-wght-normal\..*woff2$/.test(name));
  return file ? `/static/media/${file}` : undefined;
};

const cache = new Map<string, PageAssets>();

/** `remoteBase`: the URL of the remote's version folder, with a trailing slash; `integrity`: the SRI
 *  hashes of that version's files (file name -> hash: ReleaseStore.fileIntegrity). */
export const publicPageAssets = (
  remoteDir: string,
  remoteBase: string,
  shellDist: string,
  integrity: Record<string, string> = {},
): PageAssets => {
  const key = `${remoteDir}|${remoteBase}`;
  const known = cache.get(key);
  if (known) return known;
  const manifest = readManifest(remoteDir);
  const pagesModule = manifest.exposes.find((expose) => expose.path === './pages') as
    { assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } } | undefined;
  const stylesheets = [...new Set([...(pagesModule?.assets?.css?.sync ?? []), ...(pagesModule?.assets?.css?.async ?? [])])];
  const entry = remoteEntryPath(manifest);
  const scripts = [entry, ...(pagesModule?.assets?.js?.sync ?? [])];
  const font = fontFile(shellDist);
  /** ` crossorigin="anonymous" integrity="…"`: how the browser loads each file of the release. */
  const checked = (file: string) => (integrity[file] ? ` crossorigin="anonymous" integrity="${attr(integrity[file])}"` : '');
  const head = [
    ...stylesheets.map((file) => `<link rel="stylesheet" href="${attr(remoteBase + file)}"${checked(file)}>`),
    font ? `<link rel="preload" href="${attr(font)}" as="font" type="font/woff2" crossorigin>` : '',
  ];
  const afterLoad = [
    // Chromium ignores (and warns about) `integrity` on a fetch preload; the manifest's fetch reuses it without.
    `<link rel="preload" href="${attr(`${remoteBase}${MANIFEST_FILE}`)}" as="fetch" crossorigin>`,
    ...scripts.map((file) => `<link rel="preload" href="${attr(remoteBase + file)}" as="script"${checked(file)}>`),
  ];
  const assets = { head: head.filter(Boolean).join(''), afterLoad: afterLoad.join('') };
  cache.set(key, assets);
  return assets;
};
