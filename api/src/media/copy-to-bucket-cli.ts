// The bin behind `npm run media:copy-to-s3`: copies DATA_DIR/media into the bucket
// MEDIA_S3_BUCKET names (see docs/deploy.md), then reports the counts.

import { loadApiOptions } from '../config';
import { copyMediaToBucket } from './copy-to-bucket';
import { mediaRoot, openMediaBackend } from './open-media-store';

const main = async (): Promise<number> => {
  const options = loadApiOptions(process.env);
  if (!options.media.s3) {
    process.stderr.write(
      'Set MEDIA_S3_BUCKET (and MEDIA_S3_ENDPOINT for a server other than AWS S3) to the bucket to copy the images into.\n',
    );
    return 2;
  }
  const source = mediaRoot(options.dataDir);
  const bucket = await openMediaBackend(options.dataDir, options.media);
  await bucket.check();
  const report = await copyMediaToBucket(source, bucket);
  process.stdout.write(
    `Copied ${report.copied} image files from ${source} to ${bucket.description}; ${report.alreadyThere} were already there, ${report.skipped} other files skipped.\n`,
  );
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
