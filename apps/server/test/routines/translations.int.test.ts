import { describe, expect, it } from 'vitest';
import type { Calendar, Definition } from '@stride/contracts';
import { HOSTS, useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { practice } from '../calendar/calendar-support.js';

const t = useTestApp();

/** A call as the portal makes it in a language (its Accept-Language). */
const inLanguage =
  (token: string, language: 'en' | 'es') =>
  (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, ifMatch?: number) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        host: HOSTS.default,
        authorization: `Bearer ${token}`,
        'accept-language': language === 'es' ? 'es-ES,es;q=0.9,en;q=0.8' : 'en-US,en;q=0.9',
        ...(ifMatch === undefined ? {} : { 'if-match': `W/"${ifMatch}"` }),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });

const CAT_COW_ES = {
  title: 'Gato-vaca',
  description: 'A cuatro patas, redondea la espalda y luego arquéala, al ritmo de la respiración.',
};

describe("a library definition's words per language", () => {
  it("reads in the reader's language where it has it, its own words otherwise; a placed item keeps both", async () => {
    const { staff, advisor, participant, base } = await practice(t);
    const made = await staff.ok<Definition>(
      'POST',
      '/routines/definitions/exercises',
      {
        title: 'Cat-cow',
        description: 'On hands and knees, round the back then arch it, with the breath.',
        repetitions: 10,
        translations: { es: CAT_COW_ES },
      },
      201,
    );
    // Only a title in Spanish: the description falls back to the definition's own.
    const plank = await staff.ok<Definition>(
      'POST',
      '/routines/definitions/exercises',
      { title: 'Plank', description: 'Hold the line.', translations: { es: { title: 'Plancha' } } },
      201,
    );
    const spanish = inLanguage(advisor.token, 'es');
    const english = inLanguage(advisor.token, 'en');
    const read = async (call: typeof spanish, id: number) =>
      json<Definition>(await call('GET', `/routines/definitions/exercises/${id}`));
    expect(await read(spanish, made.id)).toMatchObject({ ...CAT_COW_ES, name: 'Gato-vaca' });
    expect(await read(english, made.id)).toMatchObject({
      title: 'Cat-cow',
      description: 'On hands and knees, round the back then arch it, with the breath.',
      translations: { es: CAT_COW_ES },
    });
    expect(await read(spanish, plank.id)).toMatchObject({ title: 'Plancha', description: 'Hold the line.' });

    // Placed on the participant's calendar: the Spanish participant reads it in Spanish, in English else.
    await staff.ok('POST', `${base}/exercises/import`, { date: '2027-03-01', definitionId: made.id }, 201);
    const calendarIn = async (language: 'en' | 'es') =>
      json<Calendar>(
        await inLanguage(participant.token, language)('GET', `${base}/calendar?from=2027-03-01&to=2027-03-01`),
      ).items.map((i) => [i.title, i.description]);
    expect(await calendarIn('es')).toEqual([[CAT_COW_ES.title, CAT_COW_ES.description]]);
    expect(await calendarIn('en')).toEqual([
      ['Cat-cow', 'On hands and knees, round the back then arch it, with the breath.'],
    ]);
  });

  it('takes a change read and written back in Spanish as the Spanish words, leaving its own as they were', async () => {
    const { staff, advisor } = await practice(t);
    const made = await staff.ok<Definition>(
      'POST',
      '/routines/definitions/exercises',
      { title: 'Cat-cow', description: 'Round, then arch.', translations: { es: CAT_COW_ES } },
      201,
    );
    const spanish = inLanguage(advisor.token, 'es');
    const read = json<Definition>(await spanish('GET', `/routines/definitions/exercises/${made.id}`));
    const { id: _id, version, ...body } = read;
    const put = await spanish(
      'PUT',
      `/routines/definitions/exercises/${made.id}`,
      { ...body, title: 'Gato y vaca' },
      version,
    );
    expect(put.statusCode, put.body).toBe(200);
    const english = json<Definition>(
      await inLanguage(advisor.token, 'en')('GET', `/routines/definitions/exercises/${made.id}`),
    );
    expect(english).toMatchObject({
      title: 'Cat-cow',
      description: 'Round, then arch.',
      translations: { es: { title: 'Gato y vaca', description: CAT_COW_ES.description } },
    });
  });
});
