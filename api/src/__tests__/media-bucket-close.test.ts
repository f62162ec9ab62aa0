// Closing the API lets go of the bucket client's keep-alive connections, so a process that closes its API
// (a test worker, a server shutting down) is not held open by sockets to the bucket.

import { S3Client } from '@aws-sdk/client-s3';
import { startS3Emulator } from './helpers/s3-emulator';
import { createTestApp } from './helpers/test-app';

test('closing the API destroys the bucket client, and only then', async () => {
  const bucket = await startS3Emulator();
  const destroy = jest.spyOn(S3Client.prototype, 'destroy');
  try {
    const t = await createTestApp({ seed: false, media: { s3: bucket.settings, orphanGraceMs: 0 } });
    // The readiness check asks the bucket: the client now holds a connection.
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);
    expect(destroy).not.toHaveBeenCalled();
    await t.close();
    expect(destroy).toHaveBeenCalledTimes(1);
  } finally {
    destroy.mockRestore();
    await bucket.close();
  }
});
