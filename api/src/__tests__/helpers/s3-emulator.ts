// An S3-compatible server on loopback for tests: s3rver (the real S3 REST protocol,
// signatures checked, objects on disk in a temp folder), with the bucket created.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../media/s3-settings';

interface S3rverServer {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// s3rver ships no types: the two calls we make.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => S3rverServer;

/** s3rver's built-in account. */
export const EMULATOR_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Emulator {
  endpoint: string;
  settings: S3Settings;
  /** The same settings as the environment variables a server process reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const startS3Emulator = async (bucket = 'agency-media-test'): Promise<S3Emulator> => {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'agency-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: { bucket, endpoint, region: 'us-east-1', credentials: EMULATOR_CREDENTIALS },
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
};
