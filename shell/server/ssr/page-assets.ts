// What a server-rendered public page announces in <head>: the public remote's stylesheet
// (so the markup is styled before any script runs) and preloads for the files the
// browser will fetch next (the remote's manifest, entry and pages module, the body font).

import fs from 'node:fs';
import path from 'node:path';
import { readManifest } from '../releases/federation-manifest';

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface PageAssets {
  /** Tags for <head>. */
  head: string;
}

/** The body font of the shell's build (Latin subset), if it has one. */
const fontFile = (shellDist: string): string | undefined => {
  const media = path.join(shellDist, 'static', 'media');
  if (!fs.existsSync(media)) return undefined;
  const file = fs.readdirSync(media).find((name) => /^inter-latin-wght-normal\..*woff2$/.test(name));
  return file ? `/static/media/${file}` : undefined;
};

const cache = new Map<string, PageAssets>();

/** `remoteBase`: the URL of the remote's version folder, with a trailing slash. */
export const publicPageAssets = (remoteDir: string, remoteBase: string, shellDist: string): PageAssets => {
  const key = `${remoteDir}|${remoteBase}`;
  const known = cache.get(key);
  if (known) return known;
  const manifest = readManifest(remoteDir);
  const pagesModule = manifest.exposes.find((expose) => expose.path === './pages') as
    { assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } } } | undefined;
  const stylesheets = [...new Set([...(pagesModule?.assets?.css?.sync ?? []), ...(pagesModule?.assets?.css?.async ?? [])])];
  const scripts = [manifest.metaData.remoteEntry.name || 'remoteEntry.js', ...(pagesModule?.assets?.js?.sync ?? [])];
  const font = fontFile(shellDist);
  const tags = [
    ...stylesheets.map((file) => `<link rel="stylesheet" href="${attr(remoteBase + file)}">`),
    font ? `<link rel="preload" href="${attr(font)}" as="font" type="font/woff2" crossorigin>` : '',
    `<link rel="preload" href="${attr(`${remoteBase}mf-manifest.json`)}" as="fetch" crossorigin>`,
    ...scripts.map((file) => `<link rel="preload" href="${attr(remoteBase + file)}" as="script">`),
  ];
  const assets = { head: tags.filter(Boolean).join('') };
  cache.set(key, assets);
  return assets;
};
