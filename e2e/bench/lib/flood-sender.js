// A child process of the nested-flood bench: `senders` senders POST `bytes` of nested JSON in
// turn to the paths given, together `rate` posts a second (0: each posts again as soon as it is
// answered), until the parent says stop; then it sends back what they sent and got. A process of
// its own, so building and sending the bodies does not slow the autocannon that measures the site.
//
//   node flood-sender.js <base> <senders> <bytes> <rate> <path>...

const [base, senders, bytes, rate, ...paths] = process.argv.slice(2);
/** Each sender's time between two posts it starts, in ms (0: none). */
const interval = Number(rate) > 0 ? (1000 * Number(senders)) / Number(rate) : 0;

/** `{"a":[[[…]]]}` of about `size` bytes: valid JSON, as deep as it can be. @param {number} size */
const nestedJson = (size) => {
  const depth = Math.floor((size - 6) / 2);
  return Buffer.from(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`);
};

const body = nestedJson(Number(bytes));
let running = true;
/** @type {{ sent: number, failed: number, statuses: Record<string, number> }} */
const figures = { sent: 0, failed: 0, statuses: {} };

/** @param {number} first */
const sender = async (first) => {
  // Senders start spread over one interval, so the posts arrive evenly.
  let next = Date.now() + (interval * first) / Number(senders);
  for (let index = first; running; index += 1) {
    if (interval > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      next += interval;
      if (!running) break;
    }
    const path = paths[index % paths.length];
    try {
      const response = await fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      await response.arrayBuffer();
      const key = `${path} ${response.status}`;
      figures.statuses[key] = (figures.statuses[key] ?? 0) + 1;
    } catch {
      figures.failed += 1;
    }
    figures.sent += 1;
  }
};

const done = Promise.all(Array.from({ length: Number(senders) }, (_, index) => sender(index)));
process.on('message', async () => {
  running = false;
  await done;
  process.send?.(figures, () => process.exit(0));
});
process.send?.('ready');
