import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type CreateAppOptions } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { openTestDatabase } from './database.js';

export const PUBLIC_URL = 'http://localhost:8080';
export const HOSTS = {
  default: 'localhost:8080',
  brain: 'brain.localhost:8080',
  performance: 'performance.localhost:8080',
};

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

type AnswerOnly = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
const answersOnly = new WeakMap<FastifyInstance, AnswerOnly>();

/** app.inject as a client sees it: the answer, before the call's events are delivered. */
export const injectAnswerOnly = (app: FastifyInstance): AnswerOnly => answersOnly.get(app)!;

/** What a test may give the server besides its environment (a host resolver, a logger of its own). */
export type TestAppOptions = Pick<CreateAppOptions, 'resolveHost' | 'log'>;

/** The whole server on a real database, not listening: requests go through app.inject. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-test-'));
  const database = await openTestDatabase();
  const redis =
    process.env.STRIDE_TEST_DB === 'pg'
      ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `t${process.pid}${Date.now()}` }
      : {};
  const config = loadConfig({
    PUBLIC_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    NODE_ENV: 'test',
    JOBS_POLL_MS: '50',
    WEB_DIST: path.join(dataDir, 'no-portal'),
    ...redis,
    ...env,
  });
  const app = await createApp(config, { database, ...options });
  await app.ready();
  // Events no longer hold the answer (platform/events): a test reads what a call caused once they are
  // delivered, as a person sees it a moment later.
  const answerOnly = app.inject.bind(app) as AnswerOnly;
  answersOnly.set(app, answerOnly);
  (app as { inject: unknown }).inject = async (opts: InjectOptions) => {
    const res = await answerOnly(opts);
    await app.platform.events.idle();
    return res;
  };
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server for the test file: created before its tests, closed after them. */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(env, options));
  });
  afterAll(async () => holder.close());
  return holder;
}
