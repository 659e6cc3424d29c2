import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type PublicResult, type TenantId } from '@stride/contracts';
import { pageLanguage } from '../../../platform/auth/pages.js';
import type { Db } from '../../../platform/db/client.js';
import { notFound } from '../../../platform/http/errors.js';
import { route } from '../../../platform/http/route.js';
import { TENANTS } from '../../../platform/tenancy/tenants.js';
import {
  answerPublic,
  completePublic,
  completePublicSection,
  startPublicSurvey,
  submitPublic,
  takerTaking,
  type ApiVersion,
} from './public.service.js';
import { newTakerToken, setTakerCookie, takerTokenOf } from './taker-token.js';

const api = endpoints.publicSurveys;
/** An answer's text is at most 5,000 characters: a body beyond 32 KB is no answer (413). */
const BODY_LIMIT = 32 * 1024;
const limited = { bodyLimit: BODY_LIMIT };

const SUMMARY_WORDS = {
  en: 'Your answers show what already supports your brain health and what you could change. Small steps count.',
  es: 'Tus respuestas muestran lo que ya cuida la salud de tu cerebro y lo que podrías cambiar. Los pequeños pasos cuentan.',
} as const;

/**
 * The public screeners (spec 002 "Public surveys"; docs/decisions.md, "Screeners: the public pages"): the
 * same calls under /public (version 1) and /public-presentation (version 2), no sign-in, the taker known by
 * the token of their cookie; 404 where the tenant's screener or public-screener feature is off.
 */
export async function publicSurveysRoutes(app: FastifyInstance): Promise<void> {
  const { mail } = app.platform;
  const taking = (tx: Db, tenantId: TenantId, req: FastifyRequest, version: ApiVersion) =>
    takerTaking(tx, tenantId, takerTokenOf(req), version);

  /** After the submit form: the results to the taker's address, in their language. */
  const mailResults = (tenantId: TenantId, to: string, language: 'en' | 'es', name: string, result: PublicResult) =>
    mail.send({
      tenantId,
      to,
      template: 'survey-results',
      language,
      vars: {
        name,
        surveyName: language === 'es' ? 'cribado de salud cerebral' : 'brain health screener',
        rfsPoints: String(result.rfsPoints ?? 0),
        bhvsPoints: String(result.bhvsPoints ?? 0),
        summary: SUMMARY_WORDS[language],
        tenantTitle: TENANTS[tenantId].title,
      },
    });

  for (const version of [1, 2] as const) {
    const calls =
      version === 1
        ? {
            start: api.start,
            answer: api.answer,
            section: api.completeSection,
            complete: api.complete,
            submit: api.submit,
            feedback: api.feedback,
          }
        : {
            start: api.startV2,
            answer: api.answerV2,
            section: api.completeSectionV2,
            complete: api.completeV2,
            submit: api.submitV2,
            feedback: api.feedbackV2,
          };

    route(app, calls.start, limited, async ({ tx, ctx, req, reply, params, body, setStatus }) => {
      const { survey, token } = await startPublicSurvey(tx, ctx.tenantId, params.key, version, {
        forceNew: body.forceNew ?? false,
        email: 'email' in body ? body.email : undefined,
        language: pageLanguage(req.headers['accept-language']),
        token: takerTokenOf(req),
        newToken: newTakerToken(),
      });
      if (token) setTakerCookie(req, reply, token);
      else setStatus(200);
      return survey;
    });

    route(app, calls.answer, limited, async ({ tx, ctx, req, params, query, body }) =>
      answerPublic(tx, await taking(tx, ctx.tenantId, req, version), params.answerId, query, body, new Date()),
    );

    route(app, calls.section, limited, async ({ tx, ctx, req, params }) =>
      completePublicSection(tx, await taking(tx, ctx.tenantId, req, version), params.id, new Date()),
    );

    route(app, calls.complete, limited, async ({ tx, ctx, req }) =>
      completePublic(tx, await taking(tx, ctx.tenantId, req, version), new Date()),
    );

    route(app, calls.submit, limited, async ({ tx, ctx, req, body, afterCommit }) => {
      const submitted = await submitPublic(tx, await taking(tx, ctx.tenantId, req, version), body, new Date());
      afterCommit(() => mailResults(ctx.tenantId, submitted.to, submitted.language, body.firstname, submitted.result));
      return { message: 'Saved!' };
    });

    // The shipped public surveys ask no feedback questions: every answer id is none of theirs.
    route(app, calls.feedback, limited, async ({ tx, ctx, req }) => {
      await taking(tx, ctx.tenantId, req, version);
      throw notFound('Answer');
    });
  }
}
