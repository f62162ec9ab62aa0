// A request kept in flight on purpose: its headers and half its body are sent,
// the rest only when the test says so, the reply read off the raw socket.

import net from 'node:net';

export interface SlowRequest {
  /** Sends the rest of the body and resolves with the raw HTTP reply. */
  finish(): Promise<string>;
  /** Resolves with the raw reply once the connection closes, whoever closed it. */
  closed: Promise<string>;
}

export const startSlowRequest = async (port: number, path: string, body: string): Promise<SlowRequest> => {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let reply = '';
  socket.on('data', (chunk) => {
    reply += chunk.toString();
  });
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(reply)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    closed: ended,
    finish: () => {
      socket.write(body.slice(half));
      return ended;
    },
  };
};

/**
 * Resolves true once a new TCP connection to the port is refused (within `withinMs`: generous, as a busy machine
 * may take seconds to run a signal's handler; a server that keeps listening while a request is held never refuses).
 */
export const connectionsRefused = async (port: number, withinMs = 30_000): Promise<boolean> => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};
