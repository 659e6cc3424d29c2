import { FileType, type JournalComment, type JournalDay, type JournalMeal, type JournalPhoto } from '@stride/contracts';
import { fileLink } from '../library/media/testResources';

/** A photo of a meal as the server presents it (tests only). */
export const testPhoto = (resourceId: number, title = `meal-${resourceId}.jpg`): JournalPhoto => ({
  resourceId,
  title,
  fileTypeId: FileType.Image,
  processing: false,
  processingStatus: 'ready',
  fileUrl: fileLink(`photo-${resourceId}`),
  playbackUrl: fileLink(`photo-${resourceId}`),
  thumbnailUrl: fileLink(`photo-${resourceId}-t`),
});

export const testComment = (id: number, overrides: Partial<JournalComment> = {}): JournalComment => ({
  id,
  authorProfileId: 205,
  authorName: 'Ana Ruiz',
  byParticipant: true,
  text: `Comment ${id}`,
  createdAt: '2026-11-20T14:00:00.000Z',
  readAt: null,
  unread: false,
  ...overrides,
});

export const testMeal = (id: number, overrides: Partial<JournalMeal> = {}): JournalMeal => ({
  id,
  version: 1,
  date: '2026-11-20',
  kind: 'LUNCH',
  time: '13:30',
  text: 'Lentils and salad',
  photos: [],
  comments: [],
  createdAt: '2026-11-20T13:35:00.000Z',
  updatedAt: '2026-11-20T13:35:00.000Z',
  ...overrides,
});

export const testDay = (overrides: Partial<JournalDay> = {}): JournalDay => ({
  participantId: 12,
  participantProfileId: 40,
  date: '2026-11-20',
  comment: '',
  version: 0,
  meals: [],
  editable: false,
  ...overrides,
});
