import { type QuickMessage } from '@stride/contracts';
import type { Row } from './quick-messages.service.js';

export const presentQuickMessage = (row: Row): QuickMessage => ({
  id: row.id,
  profileId: row.profileId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});
