import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TenantId } from '@stride/contracts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser, newContext } from './browser.js';
import { startServer, tenantOrigin, type RunningServer, type ServerInfo } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server that global-setup.ts started for every file that needs no special configuration. */
    sharedServer: ServerInfo;
    /** The snapshot of apps/web/dist every server of the run serves (WEB_DIST). */
    webDist: string;
  }
}

const FAILURES_DIR = path.resolve(import.meta.dirname, '../test-results');

export interface E2E {
  /** The server under test (available from beforeAll on). */
  readonly server: ServerInfo;
  origin(tenant?: TenantId): string;
  url(pathname: string, tenant?: TenantId): string;
  /** A fresh context (cookies, local storage), closed when the test ends. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

export interface SetupOptions {
  /** Extra environment for a server of this file alone (a fresh DATA_DIR, its own seed). */
  env?: Record<string, string>;
}

/**
 * The fixture of one test file: the shared server (or its own one with `env`), one browser for the
 * file, new contexts per test. A failing test leaves a screenshot of each open page in test-results/.
 */
export function setupE2E(options: SetupOptions = {}): E2E {
  let browser: Browser | undefined;
  let ownServer: RunningServer | undefined;
  let server: ServerInfo | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    if (options.env) ownServer = await startServer({ WEB_DIST: inject('webDist'), ...options.env });
    server = ownServer ?? inject('sharedServer');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await ownServer?.stop();
  });

  beforeEach(({ onTestFinished }) => {
    onTestFinished(async ({ task }) => {
      const open = contexts;
      contexts = [];
      if (task.result?.state === 'fail') await screenshotPages(open, task.name);
      await Promise.all(open.map((context) => context.close().catch(() => undefined)));
    });
  });

  const e2e: E2E = {
    get server() {
      if (!server) throw new Error('The server is not started yet: use it inside tests or hooks');
      return server;
    },
    origin: (tenant) => tenantOrigin(e2e.server.port, tenant),
    url: (pathname, tenant) => `${e2e.origin(tenant)}${pathname}`,
    async newContext(contextOptions) {
      if (!browser) throw new Error('The browser is not started yet');
      const context = await newContext(browser, contextOptions);
      contexts.push(context);
      return context;
    },
    async newPage(contextOptions) {
      const context = await e2e.newContext(contextOptions);
      return context.newPage();
    },
  };
  return e2e;
}

async function screenshotPages(contexts: BrowserContext[], testName: string): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  if (pages.length === 0) return;
  await mkdir(FAILURES_DIR, { recursive: true });
  const base = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({ path: path.join(FAILURES_DIR, `${base}-${index + 1}.png`), fullPage: true, timeout: 5000 })
        .catch(() => undefined),
    ),
  );
}
