// Authentication under attack: passwords are stored as argon2id hashes only; an
// unknown email costs the same argon2 work as a wrong password and gets the same
// answer (no enumeration); tokens expire after 7 days; no secret is a constant of
// the code (the JWT secret comes from JWT_SECRET or DATA_DIR).

import fs from 'node:fs';
import path from 'node:path';
import argon2 from 'argon2';
import { createVerifier } from 'fast-jwt';
import { sql } from 'kysely';
import { authMessages } from '@agency/shared/contract/messages';
import { TOKEN_LIFETIME_MS } from '../auth/tokens';
import { openDatabase } from '../db/connect';
import { createTestApp, signUpMember, TEST_ADMIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, jwtSecret: 'hardening-secret-0123456789-abcdefghij' });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: ip });

test('stored passwords are argon2id hashes, never the password', async () => {
  const member = await signUpMember(t.app);
  const { db } = openDatabase({ dataDir: t.env.dataDir, databaseUrl: t.env.databaseUrl });
  try {
    const rows = (await sql<{ email: string; password_hash: string }>`select email, password_hash from users`.execute(db)).rows;
    expect(rows.map((row) => row.email).sort()).toEqual([member.email, TEST_ADMIN.email].sort());
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,[pt]=\d+,[pt]=\d+\$/);
      expect(row.password_hash).not.toContain('member-password');
      expect(row.password_hash).not.toContain(TEST_ADMIN.password);
    }
  } finally {
    await db.destroy();
  }
});

test('an unknown email runs the same argon2 check as a wrong password and gets the same answer', async () => {
  const verify = jest.spyOn(argon2, 'verify');
  try {
    const unknown = await login('nobody-here@example.com', 'a-guess', '10.9.0.1');
    expect(verify).toHaveBeenCalledTimes(1);
    const wrong = await login(TEST_ADMIN.email, 'a-guess', '10.9.0.2');
    expect(verify).toHaveBeenCalledTimes(2);
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual({ msg: authMessages.invalidCredentials });
    expect(wrong.body).toBe(unknown.body);
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  } finally {
    verify.mockRestore();
  }
});

test('tokens carry only the account id and a password stamp (no role, no e-mail, no hash) and expire after seven days', async () => {
  const { token } = (await login(TEST_ADMIN.email, TEST_ADMIN.password, '10.9.0.3')).json();
  const claims = createVerifier({ key: 'hardening-secret-0123456789-abcdefghij', complete: false })(token) as Record<
    string,
    number | string
  >;
  expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'pwd', 'sid', 'sub']);
  expect(String(claims.sid)).toMatch(/^[\w-]{24}$/);
  expect(String(claims.pwd)).toMatch(/^[\w-]{16}$/);
  expect((Number(claims.exp) - Number(claims.iat)) * 1000).toBe(TOKEN_LIFETIME_MS);
  expect(TOKEN_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
});

test('no signing secret is written in the code', () => {
  const sources = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.name === '__tests__' ? [] : entry.isDirectory() ? sources(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  const offenders = sources(path.join(__dirname, '..')).filter((file) =>
    /(?:jwtSecret|secret|key)\s*[:=]\s*['"`][^'"`]{8,}['"`]/i.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders).toEqual([]);
});
