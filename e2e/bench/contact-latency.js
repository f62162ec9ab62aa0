#!/usr/bin/env node
// Contact form latency with e-mail notifications (`npm run bench:contact`): does a
// slow or dead SMTP server slow down POST /api/contact? The compiled API
// (`buildApp` from api/dist, SQLite in a fresh data directory, production
// notification pacing) runs in a child process on a loopback port, three times:
//
//   1. no SMTP_URL          e-mails only wait in the outbox
//   2. slow SMTP            a real SMTP server that answers every command after ~2 s
//   3. dead SMTP            SMTP_URL at a closed port (every attempt fails at once)
//
// Each run sends warm-up messages, then N messages one after another, one every
// `interval` ms (start to start, so the timed phase outlasts a slow e-mail), timing
// each request on the client. Captchas are solved beforehand: the challenge keeps the
// production PBKDF2 cost (so the server verifies as in production) with a short
// counter range (so solving hundreds stays quick), and the per-IP limit is raised.
// Prints p50/p99/max per run and writes them into docs/benchmarks.md (its own section).
//
//   node e2e/bench/contact-latency.js [--requests 300] [--warmup 20] [--interval 40] [--no-write]

const { execFileSync, fork } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const STAFF = { email: 'bench@northstar-digital.example', password: 'bench-Staff-password-1' };
const RECIPIENTS = 'leads@northstar-digital.example';
const SMTP_DELAY_MS = 2_000;
const SECTION_TITLE = '## Contact form latency with e-mail notifications';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};

// ---------------------------------------------------------------------------
// In the child: the compiled API on a free loopback port, configured from env.
if (process.argv[2] === '--serve') {
  const { buildApp, loadApiOptions } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  (async () => {
    const options = loadApiOptions(process.env);
    const app = await buildApp({
      ...options,
      prefix: '/api',
      logger: false,
      announce: () => undefined,
      captchaDifficulty: { cost: 5_000, counterMin: 1, counterMax: 10, expiresInSeconds: 600 },
      rateLimits: { ...options.rateLimits, contact: { max: 1_000_000, windowMs: 60_000 } },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    process.send({ port: app.server.address().port });
    process.on('message', (message) => {
      if (message === 'close') app.close().then(() => process.exit(0));
    });
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
  return;
}

// ---------------------------------------------------------------------------
// In the parent: SMTP servers, the client, the report.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** An SMTP server that answers connect, MAIL FROM, RCPT TO and end of DATA after `delayMs`. */
const startSlowSmtp = async (delayMs) => {
  const { SMTPServer } = require('smtp-server');
  let accepted = 0;
  const later = (done) => setTimeout(done, delayMs);
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 100,
    onConnect: (_session, callback) => later(() => callback()),
    onMailFrom: (_address, _session, callback) => later(() => callback()),
    onRcptTo: (_address, _session, callback) => later(() => callback()),
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () =>
        later(() => {
          accepted += 1;
          callback();
        }),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    accepted: () => accepted,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
};

const startApi = (env) =>
  new Promise((resolve, reject) => {
    const child = fork(__filename, ['--serve'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', ({ port }) => resolve({ child, base: `http://127.0.0.1:${port}/api` }));
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });

const stopApi = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.send('close');
  });

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

const message = (i, captcha) => ({
  firstName: 'Bench Visitor',
  lastName: `No ${i}`,
  email: `visitor${i}@example.com`,
  phone: '01234567890',
  subject: 'Seo Audit',
  message: `Please call me about an SEO audit (message ${i}).`,
  source: 'contact',
  captcha,
});

const post = async (base, body) => {
  const started = performance.now();
  const response = await fetch(`${base}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`POST /contact answered ${response.status}`);
  return ms;
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Sent / waiting / failed e-mails as staff see them at GET /notifications. */
const outboxCounts = async (base) => {
  const login = await (await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) })).json();
  const { data } = await (await fetch(`${base}/notifications`, { headers: { authorization: `Bearer ${login.token}` } })).json();
  const counts = { sent: 0, pending: 0, failed: 0, attempts: 0 };
  for (const row of data) {
    counts[row.status] += 1;
    counts.attempts += row.attempts;
  }
  return counts;
};

const runScenario = async ({ name, smtpUrl }, { requests, warmup, interval }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-bench-'));
  const env = {
    DATA_DIR: dataDir,
    SEED: 'off',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    ...(smtpUrl ? { SMTP_URL: smtpUrl, NOTIFY_EMAILS: RECIPIENTS } : {}),
  };
  const { child, base } = await startApi(env);
  try {
    const captchas = await solvedCaptchas(base, warmup + requests);
    for (let i = 0; i < warmup; i += 1) await post(base, message(i, captchas[i]));
    const timings = [];
    for (let i = warmup; i < warmup + requests; i += 1) {
      const next = Date.now() + interval;
      timings.push(await post(base, message(i, captchas[i])));
      await sleep(next - Date.now());
    }
    const sorted = [...timings].sort((a, b) => a - b);
    return {
      name,
      requests,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      mean: timings.reduce((sum, ms) => sum + ms, 0) / timings.length,
      outbox: await outboxCounts(base),
    };
  } finally {
    await stopApi(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

const ms = (value) => value.toFixed(1);

const describeOutbox = ({ sent, pending, failed, attempts }) => `${sent} sent, ${pending} waiting, ${failed} failed (${attempts} attempts)`;

const tableOf = (rows) => [
  '| SMTP | requests | p50 ms | p99 ms | max ms | mean ms | e-mails when the run ended |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map((row) => `| ${row.name} | ${row.requests} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${ms(row.mean)} | ${describeOutbox(row.outbox)} |`),
];

const section = (rows, { requests, warmup, interval }) =>
  [
    SECTION_TITLE,
    '',
    '`npm run bench:contact` (`e2e/bench/contact-latency.js`; not part of `npm test`). It builds the API with swc, then',
    'three times starts the compiled app (`buildApp` from `api/dist`, SQLite in a fresh data directory, no seed,',
    'production notification pacing) in a child process on a loopback port, and sends',
    `${warmup} warm-up messages and then ${requests} more to POST /api/contact, one after another and one every ${interval} ms`,
    `(so the timed part lasts about ${Math.round((requests * interval) / 1000)} s, longer than one slow e-mail), timing each on the client.`,
    'The ALTCHA challenges keep the production PBKDF2 cost (the server verifies as in production) with a counter',
    'range of 1–10 so that solving them beforehand is quick; the per-IP message limit is raised.',
    '',
    `- **none**: no SMTP_URL, the e-mails wait in the outbox;`,
    `- **slow**: a real SMTP server (smtp-server) that answers the connection, MAIL FROM, RCPT TO and the end of DATA after ${SMTP_DELAY_MS / 1000} s each, so one e-mail takes about ${(4 * SMTP_DELAY_MS) / 1000} s;`,
    '- **dead**: SMTP_URL at a closed port, so every attempt fails and is rescheduled.',
    '',
    ...tableOf(rows),
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}.`,
    'The e-mail column is GET /notifications at the end: with a slow server the worker was sending throughout the',
    'timed requests; with a dead one every message had already failed once and waits for its retry.',
    '',
  ].join('\n');

/** Replaces this benchmark's section of docs/benchmarks.md (or appends it), leaving the others as they are. */
const writeSection = (text) => {
  const file = path.join(ROOT, 'docs', 'benchmarks.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(SECTION_TITLE);
  if (start === -1) {
    fs.writeFileSync(file, `${current.replace(/\n*$/, '\n\n')}${text}`);
    return;
  }
  const next = current.indexOf('\n## ', start + SECTION_TITLE.length);
  const rest = next === -1 ? '' : current.slice(next + 1);
  fs.writeFileSync(file, `${current.slice(0, start)}${text}${rest ? `\n${rest}` : ''}`);
};

const main = async () => {
  const settings = { requests: Number(arg('requests', 300)), warmup: Number(arg('warmup', 20)), interval: Number(arg('interval', 40)) };
  execFileSync('npm', ['run', 'build', '-w', 'shared', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build', '-w', 'api', '--silent'], { cwd: ROOT, stdio: 'inherit' });

  const rows = [];
  rows.push(await runScenario({ name: 'none' }, settings));
  const slow = await startSlowSmtp(SMTP_DELAY_MS);
  try {
    rows.push(await runScenario({ name: `slow (${SMTP_DELAY_MS / 1000} s per command)`, smtpUrl: slow.url }, settings));
  } finally {
    await slow.stop();
  }
  rows.push(await runScenario({ name: 'dead (closed port)', smtpUrl: `smtp://127.0.0.1:${await freePort()}` }, settings));

  console.log(tableOf(rows).join('\n'));
  if (!process.argv.includes('--no-write')) {
    writeSection(section(rows, settings));
    console.log(`\nwritten to docs/benchmarks.md (${SECTION_TITLE.slice(3)})`);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
