import { beforeAll, describe, expect, it } from 'vitest';
import { roleNames, type EndpointDef } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { Fixtures, pathFixture, requiredQuery, ROLES } from './fixtures.js';
import { errorBody, fillPath, isRolesGate, operations, queryString, send, serverFault, type Probe } from './harness.js';

/**
 * Every operation called by a person of each of the seven roles: a role not in the endpoint's `roles` gets
 * the roles gate's 403 (before its input is read); a listed role never gets 401 nor that 403 (it may get
 * a 400, a 404, a 428 or an object-level 403 from authorize()). A public endpoint never asks for a role.
 * Changes are sent without a body or If-Match, so the gate is tested without changing the fixtures.
 */
const t = useTestApp(process.env.SAFETY_LOG ? { LOG_LEVEL: 'error' } : {});
let f: Fixtures;
beforeAll(async () => {
  f = await Fixtures.create(t);
});

async function probeOf(e: EndpointDef): Promise<Probe> {
  const params = await pathFixture(e).params(f);
  return { label: 'call', method: e.method, url: fillPath(e.path, params) + queryString(requiredQuery(e)) };
}

describe('the roles of every endpoint of the table', () => {
  for (const { operationId, endpoint: e } of operations()) {
    it(`${operationId}: ${e.method} ${e.path} (${e.roles === 'public' ? 'public' : e.roles.join(',')})`, async () => {
      const probe = await probeOf(e);
      const answers: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const { name, role } of ROLES) {
        const { res } = await send(t, probe, { token: await f.token(role) });
        const listed = e.roles === 'public' || e.roles.includes(role);
        const gate = isRolesGate(res);
        const key = `${name} (${roleNames[role]})`;
        // What is checked, written so that a failure shows every role's answer at once.
        answers[key] = listed
          ? res.statusCode === 401 || gate || serverFault(res) || !errorBodyOk(res)
            ? `${res.statusCode} ${res.body.slice(0, 160)}`
            : 'let through'
          : gate
            ? 'roles gate 403'
            : `${res.statusCode} ${res.body.slice(0, 160)}`;
        expected[key] = listed ? 'let through' : 'roles gate 403';
      }
      expect(answers).toEqual(expected);
    });
  }
});

/** A 4xx has the JSON error shape; anything below 400 is fine. */
function errorBodyOk(res: Awaited<ReturnType<typeof send>>['res']): boolean {
  return res.statusCode < 400 || errorBody(res) !== null;
}
