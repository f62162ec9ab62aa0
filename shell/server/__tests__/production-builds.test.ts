// Production bundles take each library's production build: React Router 7's package exports
// name its development build in every mode (dev warnings on, larger), so the config factory
// points production builds at the production files the package ships beside it.

import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';

const ROOT = repoRoot();

type Config = { resolve: { alias: Record<string, string> } };
// The build's factories, in plain Node as webpack loads them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require(path.join(ROOT, 'webpack', 'create-config.js')) as {
  createConfig: (options: { appDir: string; name: string; host?: boolean }) => (env: object, argv: { mode: string }) => Config;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createSsrConfig } = require(path.join(ROOT, 'webpack', 'create-ssr-config.js')) as {
  createSsrConfig: (options: { remoteDir: string }) => (env: object, argv: { mode: string }) => Config;
};

const shellConfig = (mode: string) => createConfig({ appDir: path.join(ROOT, 'shell'), name: 'shell', host: true })({}, { mode });
const rendererConfig = (mode: string) => createSsrConfig({ remoteDir: path.join(ROOT, 'mf-public') })({}, { mode });

const devWarnings = (entry: string): boolean[] => {
  const dir = path.dirname(entry);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mjs'))
    .flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/var ENABLE_DEV_WARNINGS = (true|false);/g)])
    .map((match) => match[1] === 'true');
};

test.each([
  ['the shell', shellConfig],
  ['the server renderer', rendererConfig],
])('%s bundles React Router without its development warnings in production', (_name, config) => {
  const { alias } = config('production').resolve;
  for (const request of ['react-router$', 'react-router/dom$']) {
    expect(alias[request]).toMatch(/react-router[/\\]dist[/\\]production[/\\]/);
    expect(fs.existsSync(alias[request])).toBe(true);
  }
  expect(devWarnings(alias['react-router$'])).toEqual([false]);
});

test('development builds keep the package as it resolves (its warnings help while developing)', () => {
  expect(shellConfig('development').resolve.alias['react-router$']).toBeUndefined();
});
