import {
  FileType,
  type CalendarItem,
  type CalendarResult,
  type DefinitionMedia,
  type ReportItem,
} from '@stride/contracts';
import { fileLink } from '../../library/media/testResources';

// Calendar items and results as the server presents them (tests only).

const NOW = '2026-11-25T09:00:00.000Z';

export const testMedia = (overrides: Partial<DefinitionMedia> = {}): DefinitionMedia => ({
  resourceId: 900,
  title: 'squat.mp4',
  fileTypeId: FileType.Video,
  processing: false,
  processingStatus: 'ready',
  fileUrl: fileLink('video-a'),
  playbackUrl: fileLink('video-a'),
  thumbnailUrl: null,
  ...overrides,
});

export function testItem(overrides: Partial<CalendarItem> = {}): CalendarItem {
  return {
    id: 1,
    participantProfileId: 207,
    date: '2026-11-25',
    position: 0,
    kind: 'EXERCISE',
    definitionId: 10,
    exerciseDefinitionId: 10,
    exerciseDefinitionSeriesId: null,
    activityDefinitionId: null,
    assignmentId: null,
    repeatKey: null,
    title: 'Squat',
    name: 'Squat',
    description: null,
    media: null,
    additionalMedia: null,
    mobileStaticMedia: null,
    externalUrl: null,
    time: null,
    weight: 20,
    repetitions: 10,
    series: 3,
    restTimeBetweenSeries: 60,
    restTimeAfterExercise: 0,
    distance: null,
    collect: [],
    exercises: [],
    processing: false,
    createdAt: NOW,
    updatedAt: NOW,
    version: 1,
    ...overrides,
  };
}

export function testResult(overrides: Partial<CalendarResult> = {}): CalendarResult {
  return {
    itemId: 1,
    status: 'DONE',
    series: 3,
    repetitions: 8,
    weight: 20,
    time: null,
    distance: null,
    comment: null,
    rating: null,
    skipReason: null,
    recordedAt: NOW,
    version: 4,
    ...overrides,
  };
}

export const testRow = (
  item: Partial<CalendarItem> = {},
  result: CalendarResult | null = null,
  state: ReportItem['state'] = result ? (result.status === 'SKIPPED' ? 'SKIPPED' : 'DONE') : 'PLANNED',
): ReportItem => ({ item: testItem(item), result, state });
