// The one font file a public page asks for before its stylesheet names it: the core face of the
// body font (webpack/fonts/subset-inter.js), not the whole Latin face, which the browser fetches
// only for a page showing one of the characters the core leaves out.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicPageAssets } from '../page-assets';

const writeBuilds = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-font-'));
  const remoteDir = path.join(root, 'remote');
  fs.mkdirSync(remoteDir, { recursive: true });
  fs.writeFileSync(
    path.join(remoteDir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_public',
      metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: 'remoteEntry.js' } },
      shared: [],
      exposes: [{ name: 'pages', path: './pages', assets: { js: { sync: [] }, css: { sync: ['static/css/styles.css'] } } }],
    }),
  );
  const shellDist = path.join(root, 'shell');
  const media = path.join(shellDist, 'static', 'media');
  fs.mkdirSync(media, { recursive: true });
  for (const file of [
    'inter-latin-wght-normal.4f2981d8.woff2',
    'inter-core-wght-normal.1a2b3c4d.woff2',
    'inter-greek-wght-normal.4f908aee.woff2',
  ]) {
    fs.writeFileSync(path.join(media, file), '');
  }
  return { root, remoteDir, shellDist };
};

test('a public page preloads the core face of the body font and no other font file', () => {
  const { root, remoteDir, shellDist } = writeBuilds();
  try {
    const { head } = publicPageAssets(remoteDir, '/remotes/mf_public/1.0.0/', shellDist);
    const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1]);
    expect(fonts).toEqual(['/static/media/inter-core-wght-normal.1a2b3c4d.woff2']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
