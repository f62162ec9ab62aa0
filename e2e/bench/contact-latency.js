#!/usr/bin/env node
// Contact form latency with e-mail notifications (`npm run bench:contact`): does a
// slow or dead SMTP server slow down POST /api/contact? Three copies of the compiled
// API (`buildApp` from api/dist, SQLite in a fresh data directory each, production
// notification pacing) run in child processes on loopback ports:
//
//   1. no SMTP_URL          e-mails only wait in the outbox
//   2. slow SMTP            a real SMTP server that answers every command after ~2 s
//   3. dead SMTP            SMTP_URL at a closed port (every attempt fails at once)
//
// After warm-up messages, rounds of one message to each API in turn (one round every
// `interval` ms, so the timed part outlasts a slow e-mail) time each request on the
// client; interleaving gives the three the same moments of a busy machine. Captchas
// are solved beforehand: the challenge keeps the production PBKDF2 cost (the server
// verifies as in production) with a short counter range (solving hundreds stays
// quick), and the per-IP limit is raised. Prints p50/p99/max per API and writes them
// into docs/benchmarks.md (its own section; the other sections stay as they are).
//
//   node e2e/bench/contact-latency.js [--requests 300] [--warmup 20] [--interval 40]
//        [--database-url postgres://…  (the same again on PostgreSQL, a schema per API)] [--no-write]

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createSchema } = require('./lib/postgres-schema');
const { option: arg } = require('./lib/cli-args');
const { writeSection } = require('./lib/docs-section');
const { freePort } = require('./lib/ports');
const { startApiProcess, CONTACT_OVERRIDES } = require('./lib/api-process');
const { solvedCaptchas } = require('./lib/captchas');

const ROOT = path.resolve(__dirname, '..', '..');
const STAFF = { email: 'bench@northstar-digital.example', password: 'bench-Staff-password-1' };
const RECIPIENTS = 'leads@northstar-digital.example';
const SMTP_DELAY_MS = 2_000;
const SECTION_TITLE = '## Contact form latency with e-mail notifications';
const loadAtStart = os.loadavg()[0];

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * An SMTP server that answers connect, MAIL FROM, RCPT TO and end of DATA after `delayMs`.
 * @param {number} delayMs
 * @returns {Promise<{ url: string, accepted: () => number, stop: () => Promise<void> }>}
 */
const startSlowSmtp = async (delayMs) => {
  const { SMTPServer } = require('smtp-server');
  let accepted = 0;
  /** @param {() => void} done */
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `smtp://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.server.address()).port}`,
    accepted: () => accepted,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** @param {number} i @param {string} captcha */
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

/** @param {string} base @param {ReturnType<typeof message>} body */
const post = async (base, body) => {
  const started = performance.now();
  const response = await fetch(`${base}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`POST /contact answered ${response.status}`);
  return ms;
};

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** @typedef {{ sent: number, pending: number, failed: number, attempts: number }} Outbox */

/**
 * Sent / waiting / failed e-mails as staff see them at GET /notifications.
 * @param {string} base
 * @returns {Promise<Outbox>}
 */
const outboxCounts = async (base) => {
  const login = await (
    await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) })
  ).json();
  const { data } = await (await fetch(`${base}/notifications`, { headers: { authorization: `Bearer ${login.token}` } })).json();
  const counts = { sent: 0, pending: 0, failed: 0, attempts: 0 };
  for (const row of /** @type {Array<{ status: 'sent' | 'pending' | 'failed', attempts: number }>} */ (data)) {
    counts[row.status] += 1;
    counts.attempts += row.attempts;
  }
  return counts;
};

/** @typedef {{ requests: number, warmup: number, interval: number, databaseUrl: string | undefined }} Settings */
/**
 * @typedef {{ name: string, base: string, next: number, captchas: string[], timings: number[], stop: () => Promise<void> }} Scenario
 * @typedef {{ engine: string, name: string, requests: number, p50: number, p99: number, max: number, mean: number, outbox: Outbox }} Row
 */

/**
 * One API process with its own data directory (and schema), captchas solved, warmed up.
 * @param {{ name: string, smtpUrl?: string }} scenario
 * @param {Settings} settings
 * @returns {Promise<Scenario>}
 */
const startScenario = async ({ name, smtpUrl }, { requests, warmup, databaseUrl }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-bench-'));
  const schema = databaseUrl ? await createSchema(databaseUrl) : undefined;
  const env = {
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    DATA_DIR: dataDir,
    SEED: 'off',
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    ...(smtpUrl ? { SMTP_URL: smtpUrl, NOTIFY_EMAILS: RECIPIENTS, WEEKLY_REPORT: 'off' } : {}),
  };
  const api = await startApiProcess(env, CONTACT_OVERRIDES);
  const { base } = api;
  const captchas = await solvedCaptchas(base, warmup + requests);
  for (let i = 0; i < warmup; i += 1) await post(base, message(i, captchas[i]));
  return {
    name,
    base,
    next: warmup,
    captchas,
    timings: [],
    stop: async () => {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await schema?.drop();
    },
  };
};

/**
 * Rounds of one message to each API in turn, a round every `interval` ms: the three
 * see the same moments of the machine, so other work on it cannot favour one of them.
 * @param {Scenario[]} scenarios
 * @param {Settings} settings
 * @param {string} engine
 * @returns {Promise<Row[]>}
 */
const measure = async (scenarios, { requests, interval }, engine) => {
  for (let round = 0; round < requests; round += 1) {
    const next = Date.now() + interval;
    for (const scenario of scenarios) {
      scenario.timings.push(await post(scenario.base, message(scenario.next, scenario.captchas[scenario.next])));
      scenario.next += 1;
    }
    await sleep(next - Date.now());
  }
  /** @type {Row[]} */
  const rows = [];
  for (const { name, timings, base } of scenarios) {
    const sorted = [...timings].sort((a, b) => a - b);
    rows.push({
      engine,
      name,
      requests: timings.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      mean: timings.reduce((sum, ms) => sum + ms, 0) / timings.length,
      outbox: await outboxCounts(base),
    });
  }
  return rows;
};

/** @param {number} value */
const ms = (value) => value.toFixed(1);

/** @param {Outbox} outbox */
const describeOutbox = ({ sent, pending, failed, attempts }) =>
  `${sent} sent, ${pending} waiting, ${failed} failed (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`;

/** @param {Row[]} rows */
const tableOf = (rows) => [
  '| database | SMTP | requests | p50 ms | p99 ms | max ms | mean ms | e-mails when the run ended |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.engine} | ${row.name} | ${row.requests} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} | ${ms(row.mean)} | ${describeOutbox(row.outbox)} |`,
  ),
];

/**
 * How far the SMTP rows are from the no-SMTP row of the same database, in words.
 * @param {Row[]} rows
 */
const comparison = (rows) => {
  const parts = [];
  for (const engine of new Set(rows.map((row) => row.engine))) {
    const mine = rows.filter((row) => row.engine === engine);
    // Every database has its no-SMTP row (main starts it first).
    const base = /** @type {Row} */ (mine.find((row) => row.name === 'none'));
    const others = mine.filter((row) => row !== base);
    const p50 = Math.max(...others.map((row) => Math.abs(row.p50 - base.p50)));
    const p99 = others.map((row) => `${row.p99 >= base.p99 ? '+' : '−'}${ms(Math.abs(row.p99 - base.p99))}`).join(' / ');
    parts.push(`${engine}: p50 within ${ms(p50)} ms of the no-SMTP row, p99 ${p99} ms (slow / dead)`);
  }
  return `${parts.join('; ')}.`;
};

/** @param {Row[]} rows @param {Settings} settings */
const section = (rows, { requests, warmup, interval }) =>
  [
    SECTION_TITLE,
    '',
    '`npm run bench:contact` (`e2e/bench/contact-latency.js`; not part of `npm test`). It builds the API with swc and',
    'starts three copies of the compiled app (`buildApp` from `api/dist`, SQLite in a fresh data directory each, no',
    'seed, production notification pacing) in child processes on loopback ports, one per SMTP setting below;',
    'with `-- --database-url postgres://…` it does the same again on PostgreSQL (a fresh schema per copy). After',
    `${warmup} warm-up messages each, it sends ${requests} rounds of one POST /api/contact to each copy in turn, a round every`,
    `${interval} ms (about ${Math.round((requests * interval) / 1000)} s${requests * interval > 4 * SMTP_DELAY_MS ? ', longer than one slow e-mail' : ''}), timing each request on the client; interleaving gives the`,
    'three the same moments of the machine.',
    'The ALTCHA challenges keep the production PBKDF2 cost (the server verifies as in production) with a counter',
    'range of 1–10 so that solving them beforehand is quick; the per-IP message limit is raised.',
    '',
    `- **none**: no SMTP_URL, the e-mails wait in the outbox;`,
    `- **slow**: a real SMTP server (smtp-server) that answers the connection, MAIL FROM, RCPT TO and the end of DATA after ${SMTP_DELAY_MS / 1000} s each, so one e-mail takes about ${(4 * SMTP_DELAY_MS) / 1000} s;`,
    '- **dead**: SMTP_URL at a closed port, so every attempt fails and is rescheduled.',
    '',
    ...tableOf(rows),
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version};`,
    `load average ${loadAtStart.toFixed(1)} when the run began (other work on the machine shows in the p99 column).`,
    comparison(rows),
    'p99 (one request in a hundred) moves with other work on the machine from one run to the next; on SQLite the',
    "worker's own commits (two per e-mail, synchronous in the API's thread) can also delay a request that meets one.",
    'The e-mail column is GET /notifications at the end of the timed part. With the slow server the worker was',
    'sending all along, five conversations at a time (the attempts beyond the sent ones were still in flight). With',
    'the dead one the first attempt failed and paused new attempts (30 s, doubling), so the other messages wait in',
    'the outbox instead of each costing a connection and two writes; they go out once the server answers.',
    '',
  ].join('\n');

const main = async () => {
  /** @type {Settings} */
  const settings = {
    requests: Number(arg('requests', 300)),
    warmup: Number(arg('warmup', 20)),
    interval: Number(arg('interval', 40)),
    databaseUrl: arg('database-url', undefined),
  };
  execFileSync('npm', ['run', 'build', '-w', 'shared', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build', '-w', 'api', '--silent'], { cwd: ROOT, stdio: 'inherit' });

  /** @type {Row[]} */
  const rows = [];
  for (const databaseUrl of [undefined, ...(settings.databaseUrl ? [settings.databaseUrl] : [])]) {
    const slow = await startSlowSmtp(SMTP_DELAY_MS);
    /** @type {Scenario[]} */
    const scenarios = [];
    const withDb = { ...settings, databaseUrl };
    try {
      scenarios.push(await startScenario({ name: 'none' }, withDb));
      scenarios.push(await startScenario({ name: `slow (${SMTP_DELAY_MS / 1000} s per command)`, smtpUrl: slow.url }, withDb));
      scenarios.push(await startScenario({ name: 'dead (closed port)', smtpUrl: `smtp://127.0.0.1:${await freePort()}` }, withDb));
      rows.push(...(await measure(scenarios, settings, databaseUrl ? 'PostgreSQL' : 'SQLite')));
    } finally {
      for (const scenario of scenarios) await scenario.stop();
      await slow.stop();
    }
  }

  console.log(tableOf(rows).join('\n'));
  if (!process.argv.includes('--no-write')) {
    writeSection(SECTION_TITLE, section(rows, settings));
    console.log(`\nwritten to docs/benchmarks.md (${SECTION_TITLE.slice(3)})`);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
