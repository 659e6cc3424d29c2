import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../support/previous-build.js';

const PG_BIN = process.env.SOAK_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = process.env.SOAK_REDIS_SERVER ?? '/usr/bin/redis-server';

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` account of Debian's package. */
const asRoot = process.getuid?.() === 0;
const pgArgs = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args]] : [path.join(PG_BIN, bin), args];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/**
 * The soak's own PostgreSQL and Redis, on free ports in a temporary directory: restarting them must not touch
 * the machine's services (5432, 6379) that other tests use.
 */
export interface Engines {
  databaseUrl: string;
  redisUrl: string;
  /** Stops PostgreSQL as a crash does (immediate: no checkpoint), waits `downMs`, starts it again. */
  restartPostgres(downMs: number): Promise<void>;
  /** Kills Redis (its data goes with it: no persistence, as a cache node that is replaced), then starts it again. */
  restartRedis(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startEngines(): Promise<Engines> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-soak-'));
  const pgData = path.join(dir, 'pg');
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const [pgPort, redisPort] = [await freePort(), await freePort()];
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const redisUrl = `redis://127.0.0.1:${redisPort}`;

  const run = (bin: string, args: string[]) => {
    const [cmd, argv] = pgArgs(bin, args);
    execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  run('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const pgOptions = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgReady = () =>
    until('PostgreSQL', async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.end();
      return true;
    });
  const startPostgres = async () => {
    run('pg_ctl', ['-D', pgData, '-l', path.join(dir, 'pg.log'), '-o', pgOptions, 'start']);
    await pgReady();
  };
  const stopPostgres = (mode: 'immediate' | 'fast') => run('pg_ctl', ['-D', pgData, '-m', mode, '-w', 'stop']);

  let redis: ChildProcess | undefined;
  const startRedis = async () => {
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await until('Redis', async () => {
      const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    });
  };
  const killRedis = async () => {
    const child = redis;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  // A worker killed (Ctrl-C, a timeout) skips afterAll: PostgreSQL, started by pg_ctl, would outlive it.
  const leftBehind = () => {
    redis?.kill('SIGKILL');
    try {
      stopPostgres('immediate');
    } catch {
      // Already stopped.
    }
  };
  process.once('exit', leftBehind);

  await startPostgres();
  await startRedis();
  return {
    databaseUrl,
    redisUrl,
    async restartPostgres(downMs) {
      stopPostgres('immediate');
      await sleep(downMs);
      await startPostgres();
    },
    async restartRedis(downMs) {
      await killRedis();
      await sleep(downMs);
      await startRedis();
    },
    async stop() {
      process.off('exit', leftBehind);
      await killRedis();
      try {
        stopPostgres('immediate');
      } catch {
        // Not running (a failed start): nothing to stop.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
