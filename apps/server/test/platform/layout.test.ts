import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The folders directly inside a directory of the repository. */
const foldersOf = (dir: string) =>
  fs
    .readdirSync(`${root}${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Folders of packages/contracts/src that are not domains: the aggregated endpoint table and policy registry. */
const ONLY_INFRASTRUCTURE = new Set(['endpoints', 'policies']);

const modules = foldersOf('apps/server/src/modules');
const features = foldersOf('apps/web/src/features');
const contracts = foldersOf('packages/contracts/src').filter((name) => !ONLY_INFRASTRUCTURE.has(name));

/** Server modules with no screen of their own, each with why. */
const SERVER_ONLY: Record<string, string> = {
  analytics: "records the portal's page views; the shell sends them, no screen reads them yet",
  files: 'serves signed file links (GET /api/files/{token}) that every screen loads',
  health: 'the liveness and readiness answers for operators',
};

/** Portal features with no server module of their own, each with why. */
const PORTAL_ONLY: Record<string, string> = {
  auth: "sign-in is the platform's (apps/server/src/platform/auth), which every module relies on",
  'my-day': "the participant's day reads the calendar, journal, swaps, sprints and surveys through their calls",
  privacy: 'a static page',
};

/** Contracts whose module comes in a later step, each with why. */
const CONTRACTS_AHEAD: Record<string, string> = {
  auth: "the sign-in calls, served by the platform's auth",
};

describe('one name per domain (docs/architecture.md, "The layout")', () => {
  it('gives every server module a portal feature and a contracts folder of the same name', () => {
    const missing = modules
      .filter((name) => !(name in SERVER_ONLY))
      .flatMap((name) => [
        ...(features.includes(name) ? [] : [`apps/web/src/features/${name}`]),
        ...(contracts.includes(name) || name in SERVER_ONLY ? [] : [`packages/contracts/src/${name}`]),
      ]);
    expect(missing).toEqual([]);
  });

  it('gives every portal feature a server module, unless it is one of the few explained ones', () => {
    expect(features.filter((name) => !modules.includes(name) && !(name in PORTAL_ONLY))).toEqual([]);
  });

  it('names every contracts folder after a module or a feature', () => {
    const unknown = contracts.filter(
      (name) =>
        !modules.includes(name) && !features.includes(name) && !(name in SERVER_ONLY) && !(name in CONTRACTS_AHEAD),
    );
    expect(unknown).toEqual([]);
  });

  it('keeps its allow-lists true: each names a folder that exists and still lacks its counterpart', () => {
    for (const name of Object.keys(SERVER_ONLY)) {
      expect(modules).toContain(name);
      expect(features).not.toContain(name);
    }
    for (const name of Object.keys(PORTAL_ONLY)) {
      expect(features).toContain(name);
      expect(modules).not.toContain(name);
    }
    for (const name of Object.keys(CONTRACTS_AHEAD)) {
      expect(contracts).toContain(name);
      expect(modules).not.toContain(name);
    }
  });
});
