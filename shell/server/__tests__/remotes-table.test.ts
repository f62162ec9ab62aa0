// The remotes are described once (shared/src/contract/remotes.json): the build, the dev
// servers, the site server and the e2e tools read that table, so a remote's name, folder,
// port and exposed modules cannot disagree between them.

import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTES } from '@agency/shared/contract';
import { defaultSitePaths, repoRoot } from '../paths';

const ROOT = repoRoot();

// The build's factory, in plain Node as webpack loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig, DEV_PORTS } = require(path.join(ROOT, 'webpack', 'create-config.js')) as {
  createConfig: (options: { appDir: string; name: string }) => (env: object, argv: { mode: string }) => { plugins: object[] };
  DEV_PORTS: Record<string, number>;
};

const exposesBuiltFor = (name: string, folder: string): unknown => {
  const config = createConfig({ appDir: path.join(ROOT, folder), name })({}, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin') as {
    _options: { exposes: unknown };
  };
  return federation._options.exposes;
};

test('the table names each remote once, with its own folder and port', () => {
  expect(REMOTES.map((remote) => remote.name)).toEqual(['mf_public', 'mf_admin_content', 'mf_admin_people']);
  expect(new Set(REMOTES.map((remote) => remote.folder)).size).toBe(REMOTES.length);
  expect(new Set(REMOTES.map((remote) => remote.devPort)).size).toBe(REMOTES.length);
});

test.each(REMOTES.map((remote) => [remote.name, remote] as const))(
  '%s: its folder, build, dev port and site paths come from the table',
  (name, remote) => {
    const folder = path.join(ROOT, remote.folder);
    expect(fs.readFileSync(path.join(folder, 'webpack.config.js'), 'utf8')).toContain(`name: '${name}'`);
    for (const file of Object.values(remote.exposes)) expect(fs.existsSync(path.join(folder, file))).toBe(true);
    expect(exposesBuiltFor(name, remote.folder)).toEqual(remote.exposes);
    expect(DEV_PORTS[name]).toBe(remote.devPort);
    expect(defaultSitePaths('/site').remoteDist[name]).toBe(path.join('/site', remote.folder, 'dist'));
    expect(REMOTE_NAMES).toContain(name);
  },
);
