// What the media store holds, read the same way whether it is the disk or a bucket,
// so the upload tests check files without knowing where they live.

import { openMediaBackend } from '../../media/open-media-store';
import type { TestEnvironment } from './test-app';

/** File names in one image folder, sorted (temp files of unfinished disk writes included). */
export const storedFiles = async (env: Pick<TestEnvironment, 'dataDir' | 'media'>, folder: string): Promise<string[]> =>
  (await (await openMediaBackend(env.dataDir, env.media)).list(folder)).map((entry) => entry.file).sort();

export const isStored = async (env: Pick<TestEnvironment, 'dataDir' | 'media'>, folder: string, file: string): Promise<boolean> =>
  (await storedFiles(env, folder)).includes(file);

/** The bytes of a stored file, or undefined when there is none. */
export const storedBytes = async (
  env: Pick<TestEnvironment, 'dataDir' | 'media'>,
  folder: string,
  file: string,
): Promise<Buffer | undefined> => {
  const stored = await (await openMediaBackend(env.dataDir, env.media)).read(folder, file);
  if (!stored || stored === 'not-modified') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
