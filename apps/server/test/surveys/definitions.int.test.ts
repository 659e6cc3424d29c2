import { describe, expect, it } from 'vitest';
import { Role, type SurveyDefinition, type SurveyDefinitionList } from '@stride/contracts';
import { ensureSurveyInstruments } from '../../src/modules/surveys/index.js';
import { instrumentDefinitionId } from '../../src/modules/surveys/surveys.seed.js';
import { INSTRUMENTS } from '../../src/modules/surveys/instruments/all.js';
import { definitionTree } from '../../src/modules/surveys/surveys.service.js';
import { PHQ9 } from '../../src/modules/surveys/instruments/phq.js';
import type { Instrument } from '../../src/modules/surveys/instruments/instrument.js';
import { useTestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const LIST = '/api/surveys/definitions';

async function brainAdvisor() {
  const company = await buildCompany(t.app.platform.db, 'brain');
  const advisor = await signedIn(t, { roleId: Role.Advisor, tenantId: 'brain', companyId: company.id });
  return api(t.app, { token: advisor.token, host: 'brain' });
}

async function definitionOf(client: ReturnType<typeof api>, key: string, version = 1) {
  const list = json<SurveyDefinitionList>(await client.get(`${LIST}?key=${key}`));
  return list.items.find((d) => d.version === version)!;
}

describe('GET /surveys/definitions', () => {
  it('lists the shipped instruments of the brain tenant, each locked with its source, licence and scoring', async () => {
    const client = await brainAdvisor();
    const res = await client.get(LIST);
    expect(res.statusCode).toBe(200);
    const list = json<SurveyDefinitionList>(res);
    // Other test files add instruments of their own where the database is shared (PostgreSQL runs): the
    // shipped ones are these, in this order.
    const shipped = new Set(INSTRUMENTS.map((i) => i.key));
    expect(list.items.filter((d) => shipped.has(d.key)).map((d) => `${d.name} ${d.version}`)).toEqual([
      'AUDIT-C 1',
      'Brain health screener 1',
      'Brain health screener 2',
      'GAD-2 1',
      'GAD-7 1',
      'PHQ-2 1',
      'PHQ-9 1',
      'Performance framework survey 1',
      'Smart Survey 1',
    ]);
    expect(list._meta).toMatchObject({ totalCount: list.items.length, currentPage: 1, perPage: 20 });
    expect(list._meta.totalCount).toBeGreaterThanOrEqual(9);
    const phq9 = list.items.find((d) => d.key === 'phq-9')!;
    expect(phq9).toMatchObject({ kind: 'SCREENER', version: 1, locked: true, languages: ['en'] });
    expect(phq9.licence).toContain('No permission required to reproduce, translate, display or distribute.');
    expect(phq9.source).toContain('J Gen Intern Med 2001');
    expect(phq9.scoring).toMatchObject({ type: 'SUM_BANDS', min: 0, max: 27 });

    const paged = json<SurveyDefinitionList>(await client.get(`${LIST}?perPage=2&page=2`));
    expect(paged.items.map((d) => d.id)).toEqual(list.items.slice(2, 4).map((d) => d.id));
    expect(paged._meta).toEqual({
      totalCount: list._meta.totalCount,
      pageCount: Math.ceil(list._meta.totalCount / 2),
      currentPage: 2,
      perPage: 2,
    });
    const searched = json<SurveyDefinitionList>(await client.get(`${LIST}?search=gad&kind=SCREENER`));
    expect(searched.items.map((d) => d.name)).toEqual(['GAD-2', 'GAD-7']);
    expect(json<SurveyDefinitionList>(await client.get(`${LIST}?kind=SMART_SURVEY`)).items.map((d) => d.name)).toEqual([
      'Smart Survey',
    ]);
  });

  it('refuses a malformed query with 400 naming the field', async () => {
    const client = await brainAdvisor();
    for (const query of ['perPage=101', 'page=0', 'kind=QUIZ', 'colour=red']) {
      const res = await client.get(`${LIST}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists only the smart survey, "Initial Questions", in the default tenant: its screeners do not exist', async () => {
    const company = await buildCompany(t.app.platform.db, 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const client = api(t.app, { token: advisor.token });
    const list = json<SurveyDefinitionList>(await client.get(LIST));
    expect(list.items.map((d) => [d.name, d.kind])).toEqual([['Initial Questions', 'SMART_SURVEY']]);
    const phq9 = await instrumentDefinitionId(t.app.platform.db, 'default', 'phq-9');
    const res = await client.get(`${LIST}/${phq9}`);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ message: 'Survey definition not found.' });
  });

  it('refuses a participant (403) and an anonymous caller (401)', async () => {
    const company = await buildCompany(t.app.platform.db, 'brain');
    const participant = await signedIn(t, { roleId: Role.Participant, tenantId: 'brain', companyId: company.id });
    expect((await api(t.app, { token: participant.token, host: 'brain' }).get(LIST)).statusCode).toBe(403);
    expect((await api(t.app, { host: 'brain' }).get(LIST)).statusCode).toBe(401);
  });
});

describe('GET /surveys/definitions/{id}', () => {
  it('answers the PHQ-9 whole: its questions word for word in order, their answers and points, item 9 critical', async () => {
    const client = await brainAdvisor();
    const { id } = await definitionOf(client, 'phq-9');
    const res = await client.get(`${LIST}/${id}`);
    expect(res.statusCode).toBe(200);
    const phq9 = json<SurveyDefinition>(res);
    expect(phq9.sections).toHaveLength(1);
    const [section] = phq9.sections;
    expect(section!.description).toBe(
      'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    );
    expect(section!.questions.map((q) => q.content)).toEqual(PHQ9.sections[0]!.questions.map((q) => q.content));
    expect(section!.questions[0]!.content).toBe('Little interest or pleasure in doing things');
    const item9 = section!.questions[8]!;
    expect(item9).toMatchObject({ type: 'SINGLE_CHOICE', scored: true });
    expect(item9.answers.map((a) => [a.content, a.value, a.critical])).toEqual([
      ['Not at all', 0, false],
      ['Several days', 1, true],
      ['More than half the days', 2, true],
      ['Nearly every day', 3, true],
    ]);
    expect(section!.questions[9]).toMatchObject({ scored: false });
    expect(section!.questions[9]!.answers.every((a) => a.value === null && a.embeddedQuestion === null)).toBe(true);
  });

  it("is a 404 for another tenant's definition, for an unknown id, and where the tenant's screeners are off", async () => {
    const client = await brainAdvisor();
    const company = await buildCompany(t.app.platform.db, 'performance');
    const other = await signedIn(t, { roleId: Role.Owner, tenantId: 'performance', companyId: company.id });
    const { id } = await definitionOf(client, 'phq-9');
    // The performance tenant has its own PHQ-9 row, but neither this id nor its own is served there.
    const performance = api(t.app, { token: other.token, host: 'performance' });
    expect((await performance.get(`${LIST}/${id}`)).statusCode).toBe(404);
    const own = await instrumentDefinitionId(t.app.platform.db, 'performance', 'phq-9');
    expect(own).toBeDefined();
    const off = await performance.get(`${LIST}/${own}`);
    expect(off.statusCode).toBe(404);
    expect(json(off)).toMatchObject({ message: 'Survey definition not found.' });
    expect((await client.get(`${LIST}/2147483647`)).statusCode).toBe(404);
    expect((await client.get(`${LIST}/abc`)).statusCode).toBe(400);
  });

  it('keeps a shipped version untouched at every start and adds a new version beside it, embedded questions two deep', async () => {
    const db = t.app.platform.db;
    expect(await ensureSurveyInstruments(db)).toBe(0);
    const nested: Instrument = {
      ...PHQ9,
      key: 'nested-test',
      name: 'Nested test',
      scoring: null,
      sections: [
        {
          title: 'Only',
          description: '',
          allowEmpty: true,
          questions: [
            {
              type: 'SINGLE_CHOICE',
              content: 'Level 0',
              answers: [
                { content: 'No' },
                {
                  content: 'Yes',
                  embeddedQuestion: {
                    type: 'DROPDOWN_LIST',
                    content: 'Level 1',
                    answers: [
                      {
                        content: 'Other',
                        type: 'number',
                        minValue: 0,
                        maxValue: 10,
                        embeddedQuestion: {
                          type: 'TEXT',
                          content: 'Level 2',
                          answers: [{ content: '', type: 'text' }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    expect(await ensureSurveyInstruments(db, [nested, { ...nested, version: 2, name: 'Nested test v2' }])).toBe(6);
    expect(await ensureSurveyInstruments(db, [nested])).toBe(0);

    const client = await brainAdvisor();
    const list = json<SurveyDefinitionList>(await client.get(`${LIST}?key=nested-test`));
    expect(list.items.map((d) => [d.name, d.version])).toEqual([
      ['Nested test', 1],
      ['Nested test v2', 2],
    ]);
    const one = json<SurveyDefinition>(await client.get(`${LIST}/${list.items[0]!.id}`));
    const q0 = one.sections[0]!.questions;
    expect(q0).toHaveLength(1);
    expect(one.sections[0]!.allowEmpty).toBe(true);
    const yes = q0[0]!.answers[1]!;
    expect(q0[0]!.answers[0]!.embeddedQuestion).toBeNull();
    expect(yes.embeddedQuestion).toMatchObject({ type: 'DROPDOWN_LIST', content: 'Level 1' });
    const other = yes.embeddedQuestion!.answers[0]!;
    expect(other).toMatchObject({ content: 'Other', type: 'number', minValue: 0, maxValue: 10 });
    expect(other.embeddedQuestion).toMatchObject({ type: 'TEXT', content: 'Level 2' });
    expect(other.embeddedQuestion!.answers[0]!.embeddedQuestion).toBeNull();

    const tooDeep: Instrument = {
      ...nested,
      key: 'too-deep',
      sections: [
        {
          title: 'x',
          description: '',
          questions: [
            {
              type: 'SINGLE_CHOICE',
              content: 'L0',
              answers: [
                {
                  content: 'a',
                  embeddedQuestion: {
                    type: 'SINGLE_CHOICE',
                    content: 'L1',
                    answers: [
                      {
                        content: 'b',
                        embeddedQuestion: {
                          type: 'SINGLE_CHOICE',
                          content: 'L2',
                          answers: [{ content: 'c', embeddedQuestion: { type: 'TEXT', content: 'L3', answers: [] } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    await expect(ensureSurveyInstruments(db, [tooDeep])).rejects.toThrow(/deeper than two levels/);
    expect(json<SurveyDefinitionList>(await client.get(`${LIST}?key=too-deep`)).items).toEqual([]);
  });
});

describe('a definition read once per process', () => {
  it('is the same frozen tree again, and none for another tenant', async () => {
    const db = t.app.platform.db;
    const id = (await instrumentDefinitionId(db, 'brain', 'phq-9'))!;
    const tree = (await definitionTree(db, 'brain', id))!;
    expect(await definitionTree(db, 'brain', id)).toBe(tree);
    expect(Object.isFrozen(tree.sections[0]!.questions[0]!.answers[0])).toBe(true);
    expect(() => tree.sections[0]!.questions.pop()).toThrow(TypeError);
    expect(await definitionTree(db, 'default', id)).toBeUndefined();
  });
});
