// POST /api/contact at a steady rate: every message carries a captcha solved beforehand
// (the way the browser widget solves it, as api/src/__tests__/helpers/altcha.ts does),
// autocannon sends them at a fixed overall rate, and afterwards staff read the messages
// back: every one must be stored, with no error and no reply other than 201.

const autocannon = require('autocannon');
const { solvedCaptchas } = require('./captchas');
const { startContactServer, STAFF, SETTINGS } = require('./contact-server');

/** @param {number} run @param {number} i @param {string} captcha */
const message = (run, i, captcha) =>
  JSON.stringify({
    firstName: 'Bench Visitor',
    lastName: `No ${i}`,
    email: `visitor${i}@example.com`,
    phone: '01234567890',
    subject: 'Seo Audit',
    message: `Benchmark ${run}, message ${i}: please call me about an SEO audit.`,
    source: 'contact',
    captcha,
  });

/** @param {string} base @param {number} run @returns {Promise<number>} */
const storedMessages = async (base, run) => {
  const login = await (
    await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) })
  ).json();
  const { data } = await (await fetch(`${base}/contact`, { headers: { authorization: `Bearer ${login.token}` } })).json();
  return data.filter((/** @type {{ message: string }} */ contact) => contact.message.startsWith(`Benchmark ${run},`)).length;
};

/**
 * @typedef {{ settings: string, rate: number, sent: number, achievedRate: number, p50Ms: number, p99Ms: number,
 *   errors: number, non2xx: number, stored: number, expected: number }} ContactLoad
 */

/** @param {{ rate?: number, seconds?: number }} [options] @returns {Promise<ContactLoad>} */
const measureContactLoad = async ({ rate = 20, seconds = 15 } = {}) => {
  const server = await startContactServer();
  try {
    const amount = rate * seconds;
    const captchas = await solvedCaptchas(server.base, amount);
    const run = Date.now();
    let next = 0;
    /** @type {autocannon.Result} */
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${server.base}/contact`,
          connections: 10,
          overallRate: rate,
          amount,
          timeout: 10,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => {
                const i = next;
                next += 1;
                return { ...request, body: message(run, i, captchas[i]) };
              },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
    });
    return {
      settings: SETTINGS,
      rate,
      sent: result.requests.total,
      achievedRate: result.requests.total / (result.duration || seconds),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      stored: await storedMessages(server.base, run),
      expected: amount,
    };
  } finally {
    await server.stop();
  }
};

module.exports = { measureContactLoad };
