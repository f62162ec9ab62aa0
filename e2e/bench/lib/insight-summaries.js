// After the rollups are seeded straight into the tables: builds the weekly and monthly summaries with
// the API's own job (compiled, from api/dist), as a server's first hourly run after an upgrade would,
// and times it. Or, for a comparison with the daily rows alone, takes the job's lease for good so no
// server builds any: every report then reads the daily rows, as before the summaries.

const path = require('node:path');
const { ROOT } = require('./build-time');

/**
 * @param {{ dataDir: string, databaseUrl?: string }} where
 * @param {boolean} build
 * @returns {Promise<{ seconds: number, built: number }>}
 */
const prepareSummaries = async (where, build) => {
  const { openDatabase } = require(path.join(ROOT, 'api', 'dist', 'db', 'connect.js'));
  const { summariseInsights } = require(path.join(ROOT, 'api', 'dist', 'insights', 'summarise.js'));
  const { db, engine } = openDatabase(where);
  const started = Date.now();
  try {
    if (!build) {
      await db.insertInto('insight_leases').values({ name: 'summaries', holder: 'bench: daily rows only', until: 8.64e15 }).execute();
      return { seconds: 0, built: 0 };
    }
    // The first start (it migrated the database) ran the hourly job on no rows and holds its lease for
    // ten minutes, if it got that far before it was stopped: the bench does not wait for it to end.
    await db.deleteFrom('insight_leases').where('name', '=', 'summaries').execute();
    const { built } = await summariseInsights(db, engine, 'bench');
    return { seconds: (Date.now() - started) / 1000, built };
  } finally {
    await db.destroy();
  }
};

module.exports = { prepareSummaries };
