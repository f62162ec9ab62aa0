// Small stand-ins for webpack builds: the files the site server and the release store read.

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
}

export const fakeRemoteBuild = (dir: string, options: FakeRemoteOptions): string => {
  const manifest = {
    id: options.name,
    name: options.name,
    metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: 'remoteEntry.js' } },
    shared: options.shared ?? [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' }],
    exposes: (options.exposes ?? ['./pages']).map((p) => ({ name: p.slice(2), path: p })),
  };
  writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFile(path.join(dir, 'remoteEntry.js'), `var ${options.name}; // ${options.marker ?? 'v1'}`);
  writeFile(path.join(dir, 'static/js/1.def456.js'), `chunk ${options.marker ?? 'v1'}`);
  writeFile(path.join(dir, 'index.html'), '<html>standalone</html>');
  return dir;
};

export const fakeShellBuild = (dir: string, shared = [{ name: 'react', version: '19.3.1', singleton: true }]): string => {
  writeFile(
    path.join(dir, 'index.html'),
    '<html><head><!--default-meta--><title>Northstar Digital</title><!--/default-meta--><!--app-head--></head><body><div id="root"><!--app-html--></div><script type="application/json" id="app-config"><!--app-config--></script></body></html>',
  );
  writeFile(path.join(dir, 'static/js/main.abc123.js'), 'console.log("shell")');
  writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: '' } }, shared, exposes: [] }),
  );
  return dir;
};
