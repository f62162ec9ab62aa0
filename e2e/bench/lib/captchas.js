// ALTCHA payloads solved beforehand, the way the browser widget solves them (as
// api/src/__tests__/helpers/altcha.ts does), one challenge each.

/** @param {string} base @param {number} count */
const solvedCaptchas = async (base, count) => {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const payloads = [];
  for (let i = 0; i < count; i += 1) {
    const challenge = await (await fetch(`${base}/captcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
    if (!solution) throw new Error('captcha not solved');
    payloads.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return payloads;
};

module.exports = { solvedCaptchas };
