// GET /captcha/challenge is limited per address (issue 17, finding 10): each challenge
// costs the server a signature, so issuing them without end was a cheap way to load it.

import { apiMessages } from '@agency/shared/contract/messages';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, rateLimits: { captchaChallenges: { max: 5, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const challenge = (ip: string) => t.app.inject({ url: '/captcha/challenge', remoteAddress: ip });

test('an address gets a limited number of challenges, then 429 { message }; other addresses are not affected', async () => {
  for (let i = 0; i < 5; i += 1) expect((await challenge('10.40.0.1')).statusCode).toBe(200);
  const over = await challenge('10.40.0.1');
  expect(over.statusCode).toBe(429);
  expect(over.json()).toEqual({ message: apiMessages.rateLimited });
  expect((await challenge('10.40.0.2')).statusCode).toBe(200);
});
