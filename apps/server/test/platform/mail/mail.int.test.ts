import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig, type Config } from '../../../src/platform/config/config.js';
import { openDatabase, type Database } from '../../../src/platform/db/client.js';
import { applyMigrations } from '../../../src/platform/db/migrate.js';
import { createJobQueue } from '../../../src/platform/jobs/index.js';
import type { JobQueue } from '../../../src/platform/jobs/queue.js';
import { createMailer, readOutbox, type Mailer } from '../../../src/platform/mail/index.js';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;

describe('mailer with the outbox', () => {
  let dataDir: string;
  let config: Config;
  let database: Database;
  let jobs: JobQueue;
  let mailer: Mailer;

  /** Waits for the queued mail to this address to land in the outbox. */
  async function mailTo(to: string) {
    return vi.waitFor(async () => {
      const mail = (await readOutbox(dataDir)).find((m) => m.to === to);
      if (!mail) throw new Error(`no mail to ${to} yet`);
      return mail;
    });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'stride-mail-'));
    config = loadConfig({ DATA_DIR: dataDir, JOBS_POLL_MS: '25', MAIL_FROM: 'Stride <no-reply@stride.example>' });
    database = await openDatabase({ dataDir: 'memory://' });
    await applyMigrations(database);
    jobs = await createJobQueue({ config, database, log });
    mailer = createMailer({ config, jobs, log });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a password reset in English with its link', async () => {
    expect(mailer.kind).toBe('outbox');
    const to = `ana.${randomUUID().slice(0, 8)}@brain.example`;
    const link = `https://brain.localhost:8080/reset-password?token=${randomUUID()}`;
    await mailer.send({
      tenantId: 'brain',
      to,
      template: 'password-reset',
      language: 'en',
      vars: { name: 'Ana', link },
    });

    const mail = await mailTo(to);
    expect(mail.subject).toBe('Reset your Stride Brain Health password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hello Ana,');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<html lang="en">');
    expect(path.dirname(mail.file)).toBe(path.join(dataDir, 'outbox'));
    expect(path.basename(mail.file)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]+\.eml$/);
    expect(mail.date).toBeInstanceOf(Date);
  });

  it('delivers a password reset in Spanish with its link', async () => {
    const to = `luis.${randomUUID().slice(0, 8)}@default.example`;
    const link = `http://localhost:8080/reset-password?token=${randomUUID()}`;
    await mailer.send({
      tenantId: 'default',
      to,
      template: 'password-reset',
      language: 'es',
      vars: { name: 'Luis', link },
    });

    const mail = await mailTo(to);
    expect(mail.subject).toBe('Restablece tu contraseña de Stride');
    expect(mail.text).toContain('Hola, Luis:');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('<html lang="es">');
  });

  it('escapes variables in the HTML part of the delivered mail', async () => {
    const to = `eve.${randomUUID().slice(0, 8)}@performance.example`;
    await mailer.send({
      tenantId: 'performance',
      to,
      template: 'welcome',
      language: 'en',
      vars: { name: '<img src=x onerror="alert(1)">', link: 'http://performance.localhost:8080/?a=1&b=2' },
    });

    const mail = await mailTo(to);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mail.html).toContain('href="http://performance.localhost:8080/?a=1&amp;b=2"');
    expect(mail.text).toContain('Hello <img src=x onerror="alert(1)">,');
  });

  it('refuses a mail missing a variable, before queueing it', async () => {
    await expect(
      mailer.send({
        tenantId: 'brain',
        to: 'x@brain.example',
        template: 'new-user',
        language: 'en',
        vars: { name: 'X' },
      }),
    ).rejects.toThrow('missing vars: link');
  });

  it('lists the outbox newest first and ignores anything but finished .eml files', async () => {
    const all = await readOutbox(dataDir);
    const files = all.map((m) => path.basename(m.file));
    expect(files).toEqual([...files].sort().reverse());
    const names = await readdir(path.join(dataDir, 'outbox'));
    expect(names.every((n) => n.endsWith('.eml'))).toBe(true);
  });
});
