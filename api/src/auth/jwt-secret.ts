// The JWT signing secret: JWT_SECRET when given, else one generated on the first
// start and kept in DATA_DIR/jwt-secret (mode 0600), so sessions survive restarts
// and no secret is ever a constant in the code. On PostgreSQL without either, the
// generated secret is kept in the database instead, so every instance (each with a
// DATA_DIR of its own) signs and verifies with the same one.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const jwtSecretFile = (dataDir: string): string => path.join(dataDir, 'jwt-secret');

const readSecret = (file: string): string | undefined => {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    return secret || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** A secret to store when there is none yet; `shared` keeps it where all instances read it. */
export const newJwtSecret = (): string => randomBytes(48).toString('base64url');

export const resolveJwtSecret = async (
  dataDir: string,
  configured?: string,
  shared?: (candidate: string) => Promise<string>,
): Promise<string> => {
  if (configured) return configured;
  const file = jwtSecretFile(dataDir);
  const existing = readSecret(file);
  if (existing) {
    fs.chmodSync(file, 0o600);
    return existing;
  }
  // A file from before is kept (sessions survive); otherwise several instances need one place.
  if (shared) return shared(newJwtSecret());
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = newJwtSecret();
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file) ?? secret;
    throw error;
  }
};
