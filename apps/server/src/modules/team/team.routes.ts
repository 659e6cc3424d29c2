import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { newUserMail, presentStaffUser } from '../profiles/index.js';
import { createTeamUser, getTeamUser, listCoachedParticipants, listTeam, updateTeamUser } from './team.service.js';
import { presentCoached } from './team.presenter.js';

const api = endpoints.team;

/** /bhUsers: the platform team (spec 000 section 7, Advisors (team)). */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.list, async ({ tx, ctx, query }) => {
    const { rows, total } = await listTeam(tx, ctx, query);
    return paged('users', rows.map(presentStaffUser), total, query);
  });

  route(app, api.create, async ({ tx, ctx, body, afterCommit }) => {
    const person = await createTeamUser(tx, ctx, body);
    const message = await newUserMail(tx, ctx, person, app.platform.config.publicUrl);
    afterCommit(() => app.platform.mail.send(message));
    return presentStaffUser(person);
  });

  route(app, api.get, async ({ tx, ctx, params }) => presentStaffUser(await getTeamUser(tx, ctx, params.id)));

  route(app, api.update, async ({ tx, ctx, params, version, body }) =>
    presentStaffUser(await updateTeamUser(tx, ctx, params.id, version, body)),
  );

  route(app, api.participants, async ({ tx, ctx, params, query }) => {
    const { rows, total } = await listCoachedParticipants(tx, ctx, params.id, query);
    return paged('participants', rows.map(presentCoached), total, query);
  });
}
