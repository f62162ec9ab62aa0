// `npm run media:copy-to-s3`: an installation's images on disk go to the bucket under
// the same names (records and URLs unchanged), a second run copies nothing, and the
// API on the bucket then serves the very same bytes.

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyMediaToBucket } from '../media/copy-to-bucket';
import { openMediaBackend } from '../media/open-media-store';
import { CREATE_FIELDS, write } from './helpers/content-fixtures';
import { ensureCompiledServers, REPO_ROOT } from './helpers/compiled-build';
import { imagePart, pngImage } from './helpers/images';
import { startS3Emulator, type S3Emulator } from './helpers/s3-emulator';
import { createTestEnvironment, login, startApp, TEST_ADMIN, type TestEnvironment } from './helpers/test-app';

// The images start on disk, whatever TEST_MEDIA says.
const onDisk = { seed: false, media: { orphanGraceMs: 0 } };

let env: TestEnvironment;
let bucket: S3Emulator;
beforeAll(async () => {
  env = await createTestEnvironment();
  bucket = await startS3Emulator('agency-copy-target');
});
afterAll(async () => {
  await bucket.close();
  await env.dispose();
});

test('copies every stored file once, skips what is not ours, and the bucket serves the same bytes', async () => {
  const app = await startApp(env, onDisk);
  const { token } = await login(app, TEST_ADMIN.email, TEST_ADMIN.password);
  const wide = (
    await write(app, 'POST', '/blog', token, { fields: CREATE_FIELDS.blog, files: [imagePart(await pngImage(1000, 500))] })
  ).json();
  const small = (
    await write(app, 'POST', '/team', token, { fields: CREATE_FIELDS.team, files: [imagePart(await pngImage(300, 300))] })
  ).json();
  const original = (await app.inject(`/blogimg/${wide.image}`)).rawPayload;
  await app.close();
  fs.writeFileSync(path.join(env.dataDir, 'media', 'blogimg', 'notes.txt'), 'not an image');

  const target = await openMediaBackend(env.dataDir, { s3: bucket.settings });
  // The wide image has both width variants, the 300 px one none: 3 + 1 files.
  const first = await copyMediaToBucket(path.join(env.dataDir, 'media'), target);
  expect(first).toEqual({ copied: 3 + 1, alreadyThere: 0, skipped: 1 });
  expect(await copyMediaToBucket(path.join(env.dataDir, 'media'), target)).toEqual({ copied: 0, alreadyThere: 4, skipped: 1 });

  const onBucket = await startApp(env, { seed: false, media: { s3: bucket.settings, orphanGraceMs: 0 } });
  try {
    const served = await onBucket.inject(`/blogimg/${wide.image}`);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, original)).toBe(0);
    expect((await onBucket.inject(`/teamimg/${small.image}`)).statusCode).toBe(200);
  } finally {
    await onBucket.close();
  }
});

/** Runs the compiled command without blocking: the emulator answers from this very process. */
const runCommand = (env: Record<string, string>) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    const cli = path.join(REPO_ROOT, 'api', 'dist', 'media', 'copy-to-bucket-cli.js');
    execFile(process.execPath, [cli], { env }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

test('the command reports its counts, and refuses to run without a bucket', async () => {
  ensureCompiledServers();
  const base = { PATH: process.env.PATH ?? '', DATA_DIR: env.dataDir };
  const refused = await runCommand(base);
  expect(refused.status).toBe(2);
  expect(refused.stderr).toContain('MEDIA_S3_BUCKET');
  const again = await runCommand({ ...base, ...bucket.env });
  expect(again.stderr.replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*$/, '')).toBe('');
  expect(again.status).toBe(0);
  expect(again.stdout).toMatch(
    /^Copied 0 image files from .* to s3 bucket agency-copy-target at http:\/\/127\.0\.0\.1:\d+; 4 were already there, 1 other files skipped\.\n$/,
  );
});
