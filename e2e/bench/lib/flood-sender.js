// A child process of the nested-flood bench: `senders` closed-loop senders POST `bytes` of
// nested JSON in turn to the paths given, until the parent says stop; then it sends back
// what they sent and got. A process of its own, so building and sending the bodies does not
// slow the autocannon that measures the site.
//
//   node flood-sender.js <base> <senders> <bytes> <path>...

const [base, senders, bytes, ...paths] = process.argv.slice(2);

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
  for (let index = first; running; index += 1) {
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
