// A real server process for tests: spawned on a free port with its own
// environment, its output kept, its port read from what it prints.

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { REPO_ROOT } from './compiled-build';
import { TEST_ADMIN, type TestEnvironment } from './test-app';

/** The standalone API server (`npm run build -w api` output). */
export const API_SERVER_SCRIPT = path.join(REPO_ROOT, 'api', 'dist', 'main.js');

/** The environment of an API server process on a test environment: its folder, database and media, no seed. */
export const apiServerEnv = (env: TestEnvironment): Record<string, string> => ({
  DATA_DIR: env.dataDir,
  ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
  ...env.mediaEnv,
  SEED: 'off',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
});

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Both servers print where they listen: Fastify's log line, or the site's "Site ready at" line. */
const LISTENING = /(?:Server listening at|Site ready at) http:\/\/[^:\s]+:(\d+)/;

export const startServerProcess = async (script: string, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> => {
  const child = spawn(process.execPath, [script], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${text}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = LISTENING.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${text}`));
    });
  });
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => text, exited };
};

/**
 * Resolves once the server's log says a request for `url` came in (Fastify's "incoming request" line): the
 * request is then in flight, not still waiting in the listen backlog, where a closing server refuses it.
 */
export const requestLogged = async (server: ServerProcess, url: string, timeoutMs = 30_000): Promise<void> => {
  const logged = () =>
    server
      .output()
      .split('\n')
      .some((line) => {
        try {
          const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
          return entry.msg === 'incoming request' && entry.req?.url === url;
        } catch {
          return false;
        }
      });
  const deadline = Date.now() + timeoutMs;
  while (!logged()) {
    if (Date.now() > deadline) throw new Error(`the server never logged a request for ${url}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
