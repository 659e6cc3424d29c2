import type { Config } from '../config/config.js';
import { openDatabase, type Database } from './client.js';
import { migratedTemplate } from './template.js';

/** The process's database as the configuration says: PostgreSQL at DATABASE_URL, or PGlite in DATA_DIR/pgdata. */
export const openConfiguredDatabase = (config: Config): Promise<Database> =>
  openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.dataDir}/pgdata`,
    poolSize: config.DATABASE_POOL_SIZE,
    template: migratedTemplate,
  });
