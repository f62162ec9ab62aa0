// A real SMTP server on loopback (smtp-server) that keeps every e-mail it accepts,
// parsed with mailparser, with the envelope it came in. It can be stopped and
// started again on the same port (an outage), slowed down, or told to hang on DATA.

import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  mail: ParsedMail;
  /** RCPT TO addresses of the SMTP envelope. */
  rcptTo: string[];
  mailFrom: string;
}

export interface SinkOptions {
  /** Each command (connect, AUTH, MAIL FROM, RCPT TO, end of DATA) answers after this long. */
  delayMs?: number;
  /** Never answer the end of DATA (a server that stalls mid-delivery). */
  hangOnData?: boolean;
  /** Answer the end of DATA only once this has settled: e-mails stay in flight as long as a test needs. */
  holdDataUntil?: Promise<unknown>;
}

export const SINK_USER = { user: 'mailer', pass: 's3cret pass' };

export interface SmtpSink {
  port: number;
  /** `smtp://mailer:…@127.0.0.1:port` */
  url: string;
  received: ReceivedMail[];
  /** Conversations that reached DATA (delivered or not). */
  dataStarted(): number;
  /**
   * The most conversations under way at the same time: from the connection until the e-mail is answered (or the
   * connection closes). Not until the socket closes: the client is done at the answer and may open the next at
   * once, and a busy machine may run the server's close of the last one after that.
   */
  mostOpenAtOnce(): number;
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what was received. */
  start(): Promise<void>;
}

const later = (ms: number, done: () => void) => (ms > 0 ? setTimeout(done, ms) : done());

export const startSmtpSink = async (options: SinkOptions = {}, port = 0): Promise<SmtpSink> => {
  const received: ReceivedMail[] = [];
  const delay = options.delayMs ?? 0;
  let server: SMTPServer | undefined;
  let dataStarted = 0;
  const underWay = new Set<string>();
  let mostOpen = 0;
  const over = (session: { id: string }) => underWay.delete(session.id);

  const listen = async (onPort: number): Promise<number> => {
    server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      closeTimeout: 100,
      onConnect: (session, callback) => {
        underWay.add(session.id);
        mostOpen = Math.max(mostOpen, underWay.size);
        later(delay, () => callback());
      },
      onClose: (session, callback) => {
        over(session);
        callback?.();
      },
      onAuth: (auth, _session, callback) =>
        later(delay, () =>
          auth.username === SINK_USER.user && auth.password === SINK_USER.pass
            ? callback(null, { user: auth.username })
            : callback(new Error('Invalid username or password')),
        ),
      onMailFrom: (_address, _session, callback) => later(delay, () => callback()),
      onRcptTo: (_address, _session, callback) => later(delay, () => callback()),
      onData: (stream, session, callback) => {
        dataStarted += 1;
        if (options.hangOnData) {
          stream.resume();
          return;
        }
        Promise.all([simpleParser(stream), options.holdDataUntil]).then(
          ([mail]) => {
            later(delay, () => {
              const envelope = session.envelope;
              received.push({
                mail,
                rcptTo: envelope.rcptTo.map((address) => address.address),
                mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
              });
              over(session);
              callback();
            });
          },
          (error: Error) => callback(error),
        );
      },
    });
    const current = server;
    await new Promise<void>((resolve, reject) => {
      current.on('error', reject);
      current.listen(onPort, '127.0.0.1', () => resolve());
    });
    return (current.server.address() as AddressInfo).port;
  };

  const actualPort = await listen(port);
  return {
    port: actualPort,
    url: `smtp://${SINK_USER.user}:${encodeURIComponent(SINK_USER.pass)}@127.0.0.1:${actualPort}`,
    received,
    dataStarted: () => dataStarted,
    mostOpenAtOnce: () => mostOpen,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        const closing = server;
        server = undefined;
        closing.close(() => resolve());
      }),
    start: async () => {
      if (!server) await listen(actualPort);
    },
  };
};

/** Polls `check` until it returns a value (not undefined/false) or the time is up. */
export const eventually = async <T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
