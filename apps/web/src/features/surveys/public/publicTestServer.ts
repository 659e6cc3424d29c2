import {
  endpoints,
  type AnswerBody,
  type PublicResult,
  type PublicSurvey,
  type TakenQuestion,
  type TakenSection,
} from '@stride/contracts';
import { endpointUrl } from '../../../app/api';
import { json, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { frequencyQuestion, testSection } from '../testData';

/** A fake server of the public screeners (tests only): the taker's survey, the calls made, the answers. */
const api = endpoints.publicSurveys;

export const publicSurvey = (sections: TakenSection[], overrides: Partial<PublicSurvey> = {}): PublicSurvey => ({
  key: 'screener',
  name: 'Brain health screener',
  version: 1,
  status: 'IN_PROGRESS',
  sections,
  feedbackQuestions: [],
  progress: {
    status: 'IN_PROGRESS',
    sections: sections.map((s) => ({ id: s.id, completed: s.completed })),
    answeredQuestions: 0,
    totalQuestions: sections.reduce((n, s) => n + s.questions.length, 0),
  },
  result: null,
  submitted: false,
  ...overrides,
});

/** Two sections of the brain screener's kind: health (risk) and habits (protective). */
export const twoSections = () => [
  testSection(1, [frequencyQuestion(1, 'Hearing'), frequencyQuestion(2, 'Smoking')]),
  testSection(2, [frequencyQuestion(3, 'Activity')]),
];

export const brainResult = (overrides: Partial<PublicResult> = {}): PublicResult => ({
  result: 2,
  rfsPoints: 7,
  bhvsPoints: 9,
  band: null,
  positive: null,
  summary: 'brain',
  additionalScores: [
    { label: 'Hearing', factor: 'RISK', points: 1, max: 2 },
    { label: 'Smoking', factor: 'RISK', points: 3, max: 3 },
    { label: 'Activity', factor: 'PROTECTIVE', points: 2, max: 3 },
  ],
  ...overrides,
});

/** The fake server's answer change: the answer at the path (an exclusive choice unchooses its siblings). */
function change(question: TakenQuestion, id: number, body: AnswerBody): TakenQuestion {
  const single = ['SINGLE_CHOICE', 'RADIO', 'DROPDOWN_LIST', 'OPTION'].includes(question.type);
  return {
    ...question,
    answers: question.answers.map((a) => {
      if (a.id !== id) return single && body.selected ? { ...a, selected: false } : a;
      return { ...a, ...body } as typeof a;
    }),
  };
}

export interface PublicServer {
  calls: FetchRequest[];
  /** The survey the next start answers (a new one with forceNew, unless `fresh` says otherwise). */
  stored: PublicSurvey;
  /** What a start with forceNew answers. */
  fresh: PublicSurvey;
  result: PublicResult;
  /** The answer of a start (e.g. a 400), instead of the survey. */
  startAnswer?: (call: FetchRequest) => Response | undefined;
  submitAnswer?: (call: FetchRequest) => Response | undefined;
}

/** Serves the public calls of API version 1 (/public) and 2 (/public-presentation) from `server`. */
export function servePublic(server: PublicServer) {
  // /api/public and /api/public-presentation: each version's complete call without its /surveys/complete.
  const prefixes = [api.complete, api.completeV2].map((e) => endpointUrl(e).replace(/\/surveys\/complete$/, ''));
  stubFetch({
    toCall: (request) => request,
    record: (call) => server.calls.push(call),
    handlers: [
      (call) => {
        const prefix = prefixes.find((p) => call.path.startsWith(`${p}/surveys/`));
        if (!prefix) return undefined;
        const rest = call.path.slice(prefix.length + '/surveys'.length);
        const start = /^\/(screener|summit|exos|survey)$/.exec(rest);
        if (call.method === 'POST' && start) {
          const refused = server.startAnswer?.(call);
          if (refused) return refused;
          if ((call.body as { forceNew?: boolean }).forceNew) server.stored = server.fresh;
          return json(201, server.stored);
        }
        const answer = /^\/answers\/(\d+)$/.exec(rest);
        if (call.method === 'PUT' && answer) {
          let answered: TakenQuestion | undefined;
          const sections = server.stored.sections.map((s) => ({
            ...s,
            questions: s.questions.map((q) => {
              if (!q.answers.some((a) => a.id === Number(answer[1]))) return q;
              answered = change(q, Number(answer[1]), call.body as AnswerBody);
              return answered;
            }),
          }));
          server.stored = { ...server.stored, sections };
          return json(200, { question: answered, progress: server.stored.progress });
        }
        const section = /^\/sections\/(\d+)\/complete$/.exec(rest);
        if (call.method === 'POST' && section) {
          const id = Number(section[1]);
          const sections = server.stored.sections.map((s) => (s.id === id ? { ...s, completed: true } : s));
          server.stored = { ...server.stored, sections };
          return json(
            200,
            sections.find((s) => s.id === id),
          );
        }
        if (call.method === 'PUT' && rest === '/complete') {
          server.stored = { ...server.stored, status: 'COMPLETED', result: server.result };
          return json(200, server.result);
        }
        if (call.method === 'POST' && rest === '/submit') {
          const refused = server.submitAnswer?.(call);
          if (refused) return refused;
          server.stored = { ...server.stored, submitted: true };
          return json(200, { message: 'Saved!' });
        }
        return undefined;
      },
    ],
  });
}
