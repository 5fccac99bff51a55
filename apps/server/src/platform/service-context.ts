import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/** What every service needs: the database and the configuration. */
export interface ServiceContext {
  db: Db;
  config: AppConfig;
}
