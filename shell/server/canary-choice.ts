// Which release of the public remote renders a page while a canary runs: the one the browser will
// hydrate with, chosen by its bucket (@agency/shared/contract/canary). A browser without a bucket gets
// one with this page (a number from 0 to 99 in a cookie, set only while some canary runs), so the
// shell in the browser chooses as the server did.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteRelease } from '@agency/shared/contract';
import { bucketCookie, canaryChoiceOf, chosenRelease, hasCanary, newBucket } from '@agency/shared/contract/canary';
import { PUBLIC_REMOTE } from './ssr/live-renderer';

export const publicReleaseFor = (
  request: FastifyRequest,
  reply: FastifyReply,
  registry: Record<string, RemoteRelease>,
): RemoteRelease | undefined => {
  const release = registry[PUBLIC_REMOTE];
  if (!hasCanary(registry)) return release;
  const choice = canaryChoiceOf(request.headers.cookie);
  if (choice.bucket === undefined) {
    choice.bucket = newBucket();
    reply.header('set-cookie', bucketCookie(choice.bucket));
  }
  return release && chosenRelease(release, choice);
};
