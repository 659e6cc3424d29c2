import type { MessageDefinition, SprintMessage, SprintTemplate, SprintTemplateMessage } from '@stride/contracts';
import { json } from '../../test/fetchStub';

/** Test data of the sprints screens (component tests). */
export const NOW = '2026-11-21T10:04:00.000Z';

export const page = (key: string, items: unknown[]) =>
  json(200, { [key]: items, _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 20 } });

export const templateMessage = (
  id: number,
  day: number,
  time: string,
  text: string,
  overrides: Partial<SprintTemplateMessage> = {},
): SprintTemplateMessage => ({
  id,
  day,
  time,
  position: 0,
  text,
  resourceId: null,
  resource: null,
  thumbnail: null,
  ...overrides,
});

export const template = (id: number, name: string, overrides: Partial<SprintTemplate> = {}): SprintTemplate => ({
  id,
  name,
  companyId: 1,
  editable: true,
  days: 3,
  messageCount: 2,
  createdAt: NOW,
  updatedAt: NOW,
  version: 4,
  messages: [],
  ...overrides,
});

export const occurrence = (
  definitionId: number,
  date: string,
  time: string,
  text: string,
  overrides: Partial<SprintMessage> = {},
): SprintMessage => ({
  definitionId,
  occurrence: 0,
  date,
  time,
  sendAt: `${date}T${time}:00.000Z`,
  status: 'PLANNED',
  sentAt: null,
  skippedReason: null,
  correlationId: null,
  templateName: null,
  senderProfileId: 5,
  senderName: 'Alice Advisor',
  channelId: 's5_sprint_207',
  text,
  resourceId: null,
  resource: null,
  thumbnail: null,
  ...overrides,
});

export const definition = (id: number, overrides: Partial<MessageDefinition> = {}): MessageDefinition => ({
  id,
  participantProfileId: 40,
  senderProfileId: 5,
  senderName: 'Alice Advisor',
  correlationId: null,
  templateId: null,
  templateName: null,
  text: 'Drink a glass of water',
  resourceId: null,
  resource: null,
  thumbnail: null,
  startDate: '2026-11-10',
  time: '08:00',
  repeat: 'NONE',
  occurrences: 1,
  timeZone: 'Europe/Madrid',
  nextSendAt: '2026-11-10T07:00:00.000Z',
  sentCount: 0,
  createdAt: NOW,
  updatedAt: NOW,
  version: 2,
  ...overrides,
});
