import type { FastifyInstance } from 'fastify';
import { endpoints, type TenantId } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import type { SurveyEventPayload } from './surveys.events.js';
import { getDefinition, listDefinitions } from './surveys.service.js';
import { scheduleSurveys } from './taken/schedule.service.js';
import { getSmartSurvey, sendSmartSurvey, smartSurveyCsv } from './taken/smart-survey.service.js';
import { listParticipantSurveys, listSurveys } from './taken/surveys.queries.js';
import {
  acknowledgeCritical,
  answerOwnSurvey,
  completeOwnSection,
  completeOwnSurvey,
  getProgress,
  getSurvey,
  type SurveyNews,
} from './taken/surveys-taken.service.js';

const api = endpoints.surveys;

/**
 * Screeners and smart surveys (spec 002 section 7; issue 27; docs/decisions.md, "Screeners"): the
 * instruments, the surveys staff schedule for participants, the participant's answers, the results.
 */
export async function surveysRoutes(app: FastifyInstance): Promise<void> {
  const { events } = app.platform;

  /** After a participant's change: their coaches hear of a completion, urgently of a critical answer. */
  const told = (tenantId: TenantId, actorUserId: number, news: SurveyNews) => async () => {
    if (news.effects.critical)
      await events.publish({ type: 'surveys.critical', tenantId, actorUserId, payload: news.event });
    if (news.effects.completedNow)
      await events.publish({
        type: 'smart_survey.updated',
        tenantId,
        actorUserId,
        payload: { ...news.event, completed: true },
      });
  };

  /** After a schedule: each participant whose survey is open now hears of it. */
  const toldAvailable = (tenantId: TenantId, actorUserId: number, available: SurveyEventPayload[]) => async () => {
    for (const payload of available)
      await events.publish({ type: 'surveys.available', tenantId, actorUserId, payload });
  };

  route(app, api.definitions, async ({ tx, ctx, query }) => {
    const { items, total } = await listDefinitions(tx, ctx, query);
    return paged('items', items, total, query);
  });

  route(app, api.definition, async ({ tx, ctx, params }) => getDefinition(tx, ctx, params.id));

  route(app, api.list, async ({ tx, ctx, query }) => {
    const { items, total } = await listSurveys(tx, ctx, query);
    return paged('items', items, total, query);
  });

  route(app, api.schedule, async ({ tx, ctx, actor, body, afterCommit }) => {
    const { result, available } = await scheduleSurveys(tx, ctx, body, new Date());
    afterCommit(toldAvailable(ctx.tenantId, actor.userId, available));
    return result;
  });

  route(app, api.ofParticipant, async ({ tx, ctx, params, query }) => {
    const { items, total } = await listParticipantSurveys(tx, ctx, params.id, query, new Date());
    return paged('items', items, total, query);
  });

  route(app, api.smartSurvey, async ({ tx, ctx, params }) => getSmartSurvey(tx, ctx, params.id, new Date()));

  route(app, api.sendSmartSurvey, async ({ tx, ctx, actor, params, afterCommit }) => {
    const { result, available } = await sendSmartSurvey(tx, ctx, params.id, new Date());
    afterCommit(toldAvailable(ctx.tenantId, actor.userId, available));
    return result;
  });

  route(app, api.smartSurveyMedia, async ({ tx, ctx, reply, params }) => {
    const { name, csv } = await smartSurveyCsv(tx, ctx, params.id, new Date());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  route(app, api.get, async ({ tx, ctx, params }) => getSurvey(tx, ctx, params.id, new Date()));

  route(app, api.progress, async ({ tx, ctx, params }) => getProgress(tx, ctx, params.id, new Date()));

  route(app, api.answer, async ({ tx, ctx, actor, params, query, body, afterCommit }) => {
    const { answered, news } = await answerOwnSurvey(tx, ctx, params.id, params.answerId, query, body, new Date());
    afterCommit(told(ctx.tenantId, actor.userId, news));
    return answered;
  });

  route(app, api.completeSection, async ({ tx, ctx, params }) =>
    completeOwnSection(tx, ctx, params.id, params.sectionId, new Date()),
  );

  route(app, api.complete, async ({ tx, ctx, actor, params, afterCommit }) => {
    const { result, news } = await completeOwnSurvey(tx, ctx, params.id, new Date());
    afterCommit(told(ctx.tenantId, actor.userId, news));
    return result;
  });

  route(app, api.acknowledge, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const survey = await acknowledgeCritical(tx, ctx, params.id, body, new Date());
    afterCommit(() =>
      events.publish({
        type: 'notifications.urgent_resolved',
        tenantId: ctx.tenantId,
        actorUserId: actor.userId,
        payload: { urgentKey: `survey:${survey.id}` },
      }),
    );
    return survey;
  });
}
