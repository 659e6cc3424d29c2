import { describe, expect, it } from 'vitest';
import {
  FileType,
  Role,
  type Calendar,
  type CalendarItem,
  type CalendarItemsMade,
  type Definition,
} from '@stride/contracts';
import { buildResource } from '../library/support.js';
import { auditRows } from '../support/audit.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { practice } from './calendar-support.js';

const t = useTestApp();
const db = () => t.app.platform.db;

describe("a library file on participants' calendars", () => {
  it('is refused by the library delete, naming each participant with their items, unless forced: then the items lose it', async () => {
    const { company, advisor, staff, participant, base, create, recordDone, resultOf } = await practice(t);
    const auth = { host: HOSTS.default, authorization: `Bearer ${advisor.token}` };
    const main = json<{ id: number }>(
      await t.app.inject({ method: 'GET', url: '/api/ml/directories/main', headers: auth }),
    );
    const video = await buildResource(t, {
      directoryId: main.id,
      ownerProfileId: advisor.profile.id,
      title: 'Plank video',
      fileTypeId: FileType.Video,
    });
    const picture = await buildResource(t, { directoryId: main.id, ownerProfileId: advisor.profile.id, title: 'Map' });
    // A circuit item copies its exercises' media: the plank's video is in the circuit item's exercises.
    const plank = await staff.ok<Definition>(
      'POST',
      '/routines/definitions/exercises',
      { title: 'Plank', media: { mlSourceResourceId: video.id } },
      201,
    );
    const morning = await create('exercises', {
      title: 'Morning plank',
      date: '2027-03-01',
      media: { mlSourceResourceId: video.id },
      repeat: { every: 7, times: 3 },
    });
    const circuit = await create('series', {
      title: 'Core circuit',
      date: '2027-03-02',
      exercises: [{ exerciseDefinitionId: plank.id }],
    });
    await recordDone(morning.items[0]!);
    // Another participant's activity shows the picture as its additional media.
    const other = await signedIn(t, {
      roleId: Role.Participant,
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
      firstName: 'Zoe',
      lastName: 'Other',
    });
    const walk = await staff.ok<CalendarItemsMade>(
      'POST',
      `/participants/${other.user.id}/routines/activities`,
      { title: 'Park walk', date: '2027-03-03', additionalMedia: { mlSourceResourceId: picture.id } },
      201,
    );

    const url = (id: number) => `/api/ml/directories/${main.id}/items/${id}`;
    const del = (id: number, force?: boolean) =>
      t.app.inject({
        method: 'DELETE',
        url: url(id),
        headers: { ...auth, 'if-match': 'W/"1"' },
        ...(force ? { payload: { force } } : {}),
      });

    const refused = await del(video.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      message: 'This file is in use.',
      code: 'MEDIA_IN_USE',
      removable: true,
      filelist: [
        {
          id: video.id,
          title: 'Plank video',
          fileTypeId: FileType.Video,
          utilizations: [
            {
              utilizationType: 'ROUTINE_DEFINITION',
              eligibleForRemoval: true,
              metadata: { name: 'Plank', kind: 'EXERCISE' },
            },
            {
              utilizationType: 'PARTICIPANT_CALENDAR',
              eligibleForRemoval: true,
              metadata: {
                participantName: `${participant.profile.firstName} ${participant.profile.lastName}`,
                participantProfileId: String(participant.profile.id),
                name: 'Core circuit, Morning plank',
                items: '4',
                firstDate: '2027-03-01',
                lastDate: '2027-03-15',
              },
            },
          ],
        },
      ],
    });
    const pictureRefused = await del(picture.id);
    expect(pictureRefused.statusCode).toBe(409);
    expect(json<{ filelist: { utilizations: unknown[] }[] }>(pictureRefused).filelist[0]!.utilizations).toEqual([
      {
        utilizationType: 'PARTICIPANT_CALENDAR',
        eligibleForRemoval: true,
        metadata: {
          participantName: 'Zoe Other',
          participantProfileId: String(other.profile.id),
          name: 'Park walk',
          items: '1',
          firstDate: '2027-03-03',
          lastDate: '2027-03-03',
        },
      },
    ]);

    // Refused: nothing changed.
    const read = async () => (await staff.ok<Calendar>('GET', `${base}/calendar?from=2027-03-01&to=2027-03-31`)).items;
    const before = await read();
    expect(before.map((i) => [i.title, i.version, i.media?.resourceId ?? null])).toEqual([
      ['Morning plank', 1, video.id],
      ['Core circuit', 1, null],
      ['Morning plank', 1, video.id],
      ['Morning plank', 1, video.id],
    ]);
    expect(before[1]!.exercises.map((e) => e.media?.resourceId)).toEqual([video.id]);

    const forced = await del(video.id, true);
    expect(forced.statusCode, forced.body).toBe(204);
    const after = await read();
    expect(after.map((i) => [i.title, i.version, i.media])).toEqual([
      ['Morning plank', 2, null],
      ['Core circuit', 2, null],
      ['Morning plank', 2, null],
      ['Morning plank', 2, null],
    ]);
    expect(after[1]!.exercises).toEqual([
      { exerciseDefinitionId: plank.id, position: 0, title: 'Plank', media: null },
    ] satisfies CalendarItem['exercises']);
    // The items stay, with what the participant recorded; each change is audited.
    expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id));
    const first = morning.items[0]!.id;
    expect((await auditRows(db(), 'participant_routine_item', first)).map((r) => r.operation)).toEqual([
      'CREATE',
      'UPDATE',
    ]);
    expect((await auditRows(db(), 'participant_routine_item', circuit.items[0]!.id)).at(-1)).toMatchObject({
      operation: 'UPDATE',
    });
    expect(await resultOf(first)).toMatchObject({ status: 'DONE', repetitions: 10 });
    // The other participant's item with another file is untouched.
    const walkNow = await staff.ok<Calendar>(
      'GET',
      `/participants/${other.user.id}/routines/calendar?from=2027-03-03&to=2027-03-03`,
    );
    expect(walkNow.items.map((i) => [i.id, i.version, i.additionalMedia?.resourceId])).toEqual([
      [walk.items[0]!.id, 1, picture.id],
    ]);
  });
});
