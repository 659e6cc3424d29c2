import type { Account } from '@stride/contracts';
import type { UserRow } from '../profiles/index.js';

export const presentAccount = (user: UserRow): Account => ({
  id: user.id,
  isActive: user.isActive,
  version: user.version,
});
