// Versioned migrations, listed in code (not read from disk) so the compiled build
// and the tests apply exactly the same set, in name order.

import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './001-initial-schema';

const MIGRATIONS: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
