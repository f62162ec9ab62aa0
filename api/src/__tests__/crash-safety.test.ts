// Kill -9 while writes and uploads are in flight, restart, repeat: afterwards
// the database opens, every acknowledged write is there (and every acknowledged
// delete gone), every image a record names is whole, and no file is left that no
// record (an entry, or a revision of one: issue 19) refers to. Runs the real compiled server (`node api/dist/main.js`).

import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import sharp from 'sharp';
import { ensureCompiledServers } from './helpers/compiled-build';
import { pngImage } from './helpers/images';
import { API_SERVER_SCRIPT, apiServerEnv, startServerProcess, type ServerProcess } from './helpers/server-process';
import { storedFiles } from './helpers/stored-media';
import { createTestEnvironment, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';
import { WriteLedger } from './helpers/write-ledger';
import { referencedImages } from '../image-references/referenced-images';
import { openDatabase } from '../db/connect';
import { imageNameOf } from '../media/media-store';

jest.setTimeout(180_000);

const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
const WORKERS = 4;

let env: TestEnvironment;
let images: Buffer[];
beforeAll(async () => {
  ensureCompiledServers();
  env = await createTestEnvironment();
  images = await Promise.all([pngImage(1200, 800, '#aa3355'), pngImage(640, 480, '#3355aa'), pngImage(300, 200, '#55aa33')]);
});
afterAll(() => env.dispose());

const start = () => startServerProcess(API_SERVER_SCRIPT, apiServerEnv(env));

const call = (server: ServerProcess, token: string, method: string, url: string, body?: FormData | object) =>
  fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });

const blogForm = (heading: string, image?: Buffer) => {
  const form = new FormData();
  form.append('heading', heading);
  form.append('description', `<p>${heading}</p>`);
  if (image) form.append('image', new Blob([image], { type: 'image/png' }), 'photo.png');
  return form;
};

/** One worker's writes until the server dies: creates (with uploads), updates and deletes. */
const writeUntilKilled = async (server: ServerProcess, token: string, ledger: WriteLedger, name: string): Promise<void> => {
  for (let n = 0; ; n += 1) {
    const label = `${name}-${n}`;
    const choice = n % 4;
    try {
      if (choice === 0 || ledger.live('blog').length === 0) {
        ledger.unansweredCreates.add(label);
        const response = await call(server, token, 'POST', '/blog', blogForm(label, images[n % images.length]));
        if (response.status === 201) {
          ledger.created(((await response.json()) as { _id: string })._id, 'blog', label);
          ledger.unansweredCreates.delete(label);
        }
      } else if (choice === 1) {
        ledger.unansweredCreates.add(label);
        const response = await call(server, token, 'POST', '/plan', { planName: label, price: n, duration: 'month', description: '' });
        if (response.status === 201) {
          ledger.created(((await response.json()) as { _id: string })._id, 'plan', label);
          ledger.unansweredCreates.delete(label);
        }
      } else if (choice === 2) {
        const mine = ledger.live('blog').filter((id) => [...ledger.records.get(id)!.allowed].some((value) => value.startsWith(`${name}-`)));
        const id = mine[n % Math.max(1, mine.length)];
        if (!id) continue;
        ledger.updateSent(id, label);
        const response = await call(server, token, 'PUT', `/blog/${id}`, blogForm(label, n % 3 === 0 ? images[2] : undefined));
        if (response.status === 200) ledger.updated(id, label);
      } else {
        const mine = ledger.live('plan').filter((id) => [...ledger.records.get(id)!.allowed].some((value) => value.startsWith(`${name}-`)));
        const id = mine[0];
        if (!id) continue;
        ledger.deleteSent(id);
        const response = await call(server, token, 'DELETE', `/plan/${id}`);
        if (response.status === 200) ledger.deletedFor(id);
      }
    } catch {
      // The connection died with the server: this write's outcome is unknown, as the ledger says.
      return;
    }
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test(`${CYCLES} kills during writes and uploads lose no acknowledged write and leave no broken or orphaned file`, async () => {
  const ledger = new WriteLedger();
  let token = '';
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const server = await start();
    if (!token) {
      const login = await fetch(`${server.baseUrl}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      token = ((await login.json()) as { token: string }).token;
    }
    const before = ledger.records.size;
    const workers = Array.from({ length: WORKERS }, (_, w) => writeUntilKilled(server, token, ledger, `c${cycle}w${w}`));
    // The kill lands mid-stream: after the cycle's first acknowledged write (a busy machine's
    // fresh process can take seconds to answer one), then at a random moment.
    for (let waited = 0; ledger.records.size === before && waited < 30_000; waited += 50) await sleep(50);
    await sleep(400 + Math.floor(Math.random() * 900));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(workers);
  }

  const server = await start();
  try {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const acknowledged = [...ledger.records].filter(([, state]) => state.deleted !== 'maybe');
    expect(acknowledged.length).toBeGreaterThan(CYCLES);
    for (const [id, state] of ledger.records) {
      const response = await fetch(`${server.baseUrl}/${state.kind}/${id}`);
      if (state.deleted === true) expect([id, response.status]).toEqual([id, 404]);
      if (state.deleted === false) {
        expect([id, response.status]).toEqual([id, 200]);
        const label = ((await response.json()) as Record<string, string>)[state.kind === 'blog' ? 'heading' : 'planName'];
        expect([id, state.allowed.has(label)]).toEqual([id, true]);
      }
    }

    const blogs = (await (await fetch(`${server.baseUrl}/blog`)).json()) as Array<{ _id: string; heading: string; image: string }>;
    const plans = (await (await fetch(`${server.baseUrl}/plan`)).json()) as Array<{ _id: string; planName: string }>;
    // Anything stored is something a client sent: acknowledged, or sent without an answer.
    for (const [id, label] of [...blogs.map((b) => [b._id, b.heading]), ...plans.map((p) => [p._id, p.planName])]) {
      expect([id, ledger.records.has(id) || ledger.unansweredCreates.has(label)]).toEqual([id, true]);
    }
    for (const blog of blogs) {
      const served = await fetch(`${server.baseUrl}/blogimg/${blog.image}`);
      expect([blog.image, served.status]).toEqual([blog.image, 200]);
      // Decoding every pixel fails on a truncated file.
      const stats = await sharp(Buffer.from(await served.arrayBuffer()), { failOn: 'truncated' }).stats();
      expect(stats.channels.length).toBeGreaterThan(0);
    }

    // A replaced image stays while a revision of its post shows it.
    const direct = openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
    const kept = (await referencedImages(direct.db).finally(() => direct.db.destroy())).get('blog') ?? new Set<string>();
    const names = new Set([...blogs.map((blog) => blog.image), ...kept]);
    const strays = (await storedFiles(env, 'blogimg')).filter((file) => !names.has(imageNameOf(file) ?? '') || file.endsWith('.tmp'));
    expect(strays).toEqual([]);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (!env.databaseUrl) {
    const db = new SqliteDatabase(path.join(env.dataDir, 'agency.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }
});
