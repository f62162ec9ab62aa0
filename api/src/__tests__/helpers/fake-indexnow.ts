// A local IndexNow endpoint for tests: records every submission's JSON body and answers each with
// the next status of `answers` (200 once they run out).

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IndexNowSubmission {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

export interface FakeIndexNow {
  url: string;
  received: IndexNowSubmission[];
  /** Statuses to answer, in order; 200 after them. */
  answers: number[];
  /** Every URL submitted, in order (repeats kept). */
  urls(): string[];
  stop(): Promise<void>;
}

export const startFakeIndexNow = async (): Promise<FakeIndexNow> => {
  const received: IndexNowSubmission[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = answers.shift() ?? 200;
      // Only what the endpoint accepted counts as received.
      if (request.method === 'POST' && status < 300)
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as IndexNowSubmission);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    received,
    answers,
    urls: () => received.flatMap((submission) => submission.urlList),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
