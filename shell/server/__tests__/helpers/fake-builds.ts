// Small stand-ins for webpack builds: the files the site server and the release store read.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const writeFile = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

export interface FakeRemoteOptions {
  name: string;
  /** Changes the build's content, and so its version. */
  marker?: string;
  shared?: Array<{ name: string; version: string; singleton?: boolean; requiredVersion?: string }>;
  exposes?: string[];
  /** false: a build whose manifest lists no file hashes (made before they were listed, or by hand). */
  integrity?: boolean;
}

/** What the browser compares a file with, worked out here independently of the code under test. */
export const sri = (file: string): string => `sha384-${createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;

/** The scripts and stylesheet of a fake build: the pages module loads the first chunk and the stylesheet. */
const CHUNKS = ['static/js/__federation_expose_pages.abc123.js', 'static/js/1.def456.js'];
const STYLESHEET = 'static/css/styles.0a1b2c.css';

export const fakeRemoteBuild = (dir: string, options: FakeRemoteOptions): string => {
  const marker = options.marker ?? 'v1';
  writeFile(path.join(dir, 'remoteEntry.js'), `var ${options.name}; // ${marker}`);
  for (const chunk of CHUNKS) writeFile(path.join(dir, chunk), `chunk ${chunk} ${marker}`);
  writeFile(path.join(dir, STYLESHEET), `.${options.name} { color: black } /* ${marker} */`);
  writeFile(path.join(dir, 'index.html'), '<html>standalone</html>');
  const integrity = Object.fromEntries(['remoteEntry.js', ...CHUNKS, STYLESHEET].map((file) => [file, sri(path.join(dir, file))]));
  const manifest = {
    id: options.name,
    name: options.name,
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      remoteEntry: { name: 'remoteEntry.js' },
      ...(options.integrity === false ? {} : { integrity }),
    },
    shared: options.shared ?? [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' }],
    exposes: (options.exposes ?? ['./pages']).map((p) => ({
      name: p.slice(2),
      path: p,
      assets: { js: { sync: [CHUNKS[0]], async: [CHUNKS[1]] }, css: { sync: [], async: [STYLESHEET] } },
    })),
  };
  writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
};

export const fakeShellBuild = (dir: string, shared = [{ name: 'react', version: '19.3.1', singleton: true }]): string => {
  writeFile(
    path.join(dir, 'index.html'),
    '<html><head><!--default-meta--><title>Northstar Digital</title><!--/default-meta--><!--app-head--><script defer="defer" src="/static/js/main.abc123.js"></script></head><body><div id="root"><!--app-html--></div><script type="application/json" id="app-config"><!--app-config--></script></body></html>',
  );
  writeFile(path.join(dir, 'static/js/main.abc123.js'), 'console.log("shell")');
  writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: '' } }, shared, exposes: [] }),
  );
  return dir;
};
