import type { SamiAnswer } from '@stride/contracts';
import type { Row } from './assistant.service.js';

export const presentSamiAnswer = (row: Row, note: string | null = null): SamiAnswer => ({
  answerId: row.id,
  answer: row.answer,
  source: row.source,
  facts: row.facts,
  targetProfileId: row.targetProfileId,
  question: row.question,
  note,
  finalAnswer: row.finalAnswer,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});
