import { describe, expect, it } from 'vitest';
import { HOSTS, useTestApp } from '../support/app.js';
import { api, json } from '../support/http.js';

/** The health module: /healthz, /readyz (outside the API) and GET /api/tenant-config (public). */
const t = useTestApp();

describe('health and the tenant config', () => {
  it('serves health and readiness', async () => {
    expect((await api(t.app).get('/healthz')).statusCode).toBe(200);
    expect(json(await api(t.app).get('/readyz'))).toEqual({ status: 'ok' });
  });

  it('serves each tenant its look and wording by host', async () => {
    const def = json(await api(t.app).get('/api/tenant-config'));
    expect(def).toMatchObject({
      id: 'default',
      wording: {
        en: { routines: 'Positive Actions', swaps: 'Heroic Choices', smartSurvey: 'Initial Questions' },
        es: { routines: 'Acciones positivas', swaps: 'Elecciones heroicas', smartSurvey: 'Preguntas iniciales' },
      },
    });
    // One routine, and the words within a sentence: a name keeps its capitals in English.
    expect(def.wording).toMatchObject({
      en: { routine: 'Positive Action', routineInText: 'Positive Action', routinesInText: 'Positive Actions' },
      es: { routine: 'Acción positiva', routineInText: 'acción positiva', routinesInText: 'acciones positivas' },
    });
    const brain = json(await t.app.inject({ url: '/api/tenant-config', headers: { host: HOSTS.brain } }));
    expect(brain).toMatchObject({
      id: 'brain',
      title: 'Stride Brain Health',
      wording: {
        en: { routines: 'Routines', routine: 'Routine', routineInText: 'routine', swaps: 'Swaps' },
        es: { routines: 'Rutinas', routine: 'Rutina', routinesInText: 'rutinas' },
      },
      features: { screener: true, publicScreener: true, smartSurvey: true },
      privacyPage: true,
    });
  });
});
