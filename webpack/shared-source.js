// Which modules of a build are the shared package's own sources. Known by the package a
// module resolved into (its package.json name), not by folder, so a remote built against
// another copy of `shared/` (a team's changed checkout) is still recognised as such.

const path = require('node:path');

const SHARED_PACKAGE = '@agency/shared';

/**
 * The module's path inside the shared package's `src/` (`contract/messages.ts`), or
 * undefined for any other module (the app's own code, a library).
 * @param {{ resource?: string, resourceResolveData?: { descriptionFileRoot?: string, descriptionFileData?: { name?: string } } }} module
 * @returns {string | undefined}
 */
const sharedSourcePath = (module) => {
  const data = module.resourceResolveData;
  if (!module.resource || data?.descriptionFileData?.name !== SHARED_PACKAGE || !data.descriptionFileRoot) return undefined;
  const relative = path.relative(path.join(data.descriptionFileRoot, 'src'), module.resource.split('?')[0]);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.split(path.sep).join('/');
};

module.exports = { sharedSourcePath, SHARED_PACKAGE };
