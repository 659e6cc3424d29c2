import type { FastifyInstance } from 'fastify';
import {
  coachedParticipantListQuerySchema,
  coachedParticipantListSchema,
  createTeamUserBodySchema,
  idParamsSchema,
  type Language,
  staffUserListSchema,
  staffUserSchema,
  teamUserListQuerySchema,
  updateTeamUserBodySchema,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { thumbnailDataUrl } from '../../platform/images/picture.js';
import { newUserMail } from '../profiles/new-user-mail.js';
import type { PersonRow } from '../profiles/profiles.presenter.js';
import { presentStaffUser } from '../profiles/staff.presenter.js';
import { COACHED_PARTICIPANTS_READERS, TEAM_CREATORS, TEAM_READERS } from './team.policy.js';
import { createTeamUser, getTeamUser, listCoachedParticipants, listTeam, updateTeamUser } from './team.service.js';

const presentCoached = ({ profile, user }: PersonRow) => ({
  id: user.id,
  profileId: profile.id,
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: user.email,
  language: profile.language as Language,
  isActive: user.isActive,
  thumbnailUrl: thumbnailDataUrl(profile.pictureThumb),
  lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
});

/** /bhUsers: the platform team (spec 000 section 7, Advisors (team)). */
export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['team'];

  r.get(
    '/api/bhUsers',
    {
      config: { roles: TEAM_READERS },
      schema: { tags, querystring: teamUserListQuerySchema, response: { 200: staffUserListSchema } },
    },
    async (req) => {
      const { rows, total } = await tenantTx(req, (tx, ctx) => listTeam(tx, ctx, req.query));
      return paged('users', rows.map(presentStaffUser), total, req.query);
    },
  );

  r.post(
    '/api/bhUsers',
    {
      config: { roles: TEAM_CREATORS },
      schema: { tags, body: createTeamUserBodySchema, response: { 201: staffUserSchema } },
    },
    async (req, reply) => {
      const { mail, config } = req.server.platform;
      const { person, message } = await tenantTx(req, async (tx, ctx) => {
        const created = await createTeamUser(tx, ctx, req.body);
        return { person: created, message: await newUserMail(tx, ctx, created, config.publicUrl) };
      });
      await mail.send(message);
      return reply.status(201).send(sendVersioned(reply, presentStaffUser(person)));
    },
  );

  r.get(
    '/api/bhUsers/:id',
    { config: { roles: TEAM_READERS }, schema: { tags, params: idParamsSchema, response: { 200: staffUserSchema } } },
    async (req, reply) => {
      const person = await tenantTx(req, (tx, ctx) => getTeamUser(tx, ctx, req.params.id));
      return sendVersioned(reply, presentStaffUser(person));
    },
  );

  r.put(
    '/api/bhUsers/:id',
    {
      config: { roles: TEAM_READERS },
      schema: { tags, params: idParamsSchema, body: updateTeamUserBodySchema, response: { 200: staffUserSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const person = await tenantTx(req, (tx, ctx) => updateTeamUser(tx, ctx, req.params.id, version, req.body));
      return sendVersioned(reply, presentStaffUser(person));
    },
  );

  r.get(
    '/api/bhUsers/:id/participants',
    {
      config: { roles: COACHED_PARTICIPANTS_READERS },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: coachedParticipantListQuerySchema,
        response: { 200: coachedParticipantListSchema },
      },
    },
    async (req) => {
      const { rows, total } = await tenantTx(req, (tx, ctx) =>
        listCoachedParticipants(tx, ctx, req.params.id, req.query),
      );
      return paged('participants', rows.map(presentCoached), total, req.query);
    },
  );
}
