import type { ModuleJobs } from '../../platform/jobs/index.js';
import { defineImportJob } from './import/import.job.js';

/** The participants' jobs: the import of a sheet of participants (POST /participants/import). */
export const participantsJobs: ModuleJobs = (platform) => {
  defineImportJob(platform);
};
