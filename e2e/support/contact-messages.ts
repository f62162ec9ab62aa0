// A visitor's message sent through the API as the public form sends it, with the
// ALTCHA challenge solved here the way the widget solves it (no browser needed).

import { expect, type APIRequestContext } from '@playwright/test';

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const sendContact = async (request: APIRequestContext, fields: ContactFields): Promise<void> => {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const challenge = await (await request.get('/api/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  expect(solution).toBeTruthy();
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await request.post('/api/contact', { data: { ...fields, source: 'contact', captcha } });
  expect(response.status()).toBe(201);
};
