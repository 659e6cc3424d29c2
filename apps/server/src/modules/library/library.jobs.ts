import type { ModuleJobs } from '../../platform/jobs/index.js';
import { defineProcessingJob } from './processing/processing.job.js';
import { defineStorageSweepJob, scheduleStorageSweep } from './processing/storage-sweep.job.js';

/** The library's jobs: processing of uploaded media, and the daily sweep of unused uploads (booked at start). */
export const libraryJobs: ModuleJobs = async (platform) => {
  defineProcessingJob(platform);
  defineStorageSweepJob(platform);
  await scheduleStorageSweep(platform);
};
