import { describe, expect, it } from 'vitest';
import {
  forgetShares,
  registeredShareKinds,
  registerShareKinds,
  shareKindSpec,
  type AnyShareKindSpec,
  type ShareKind,
} from '../../src/modules/sharing/index.js';
import type { RequestContext } from '../../src/platform/http/context.js';
import { useTestApp } from '../support/app.js';

const t = useTestApp();

describe('the kinds of shares (modules/sharing/sharing.kinds.ts)', () => {
  it('knows the kinds the modules registered, each once', () => {
    expect(registeredShareKinds()).toEqual(['DEFINITION', 'FOLDER', 'SEQUENCE', 'SPRINT_TEMPLATE', 'COURSE']);
    // The same spec again is nothing (an app per test file); another spec for a taken kind is an error.
    const folder = shareKindSpec('FOLDER') as unknown as AnyShareKindSpec;
    expect(() => registerShareKinds([folder])).not.toThrow();
    expect(() => registerShareKinds([{ ...folder }])).toThrow('The share kind FOLDER is registered twice.');
  });

  it('refuses a kind no module registered, before anything is read or written', async () => {
    const task = 'TASK' as ShareKind;
    expect(() => shareKindSpec(task)).toThrow('No module registered the share kind TASK.');
    await expect(
      t.app.platform.db.transaction((tx) => forgetShares(tx, { tenantId: 'default' } as RequestContext, task, [1])),
    ).rejects.toThrow('No module registered the share kind TASK.');
  });
});
