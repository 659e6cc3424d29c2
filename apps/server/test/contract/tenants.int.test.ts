import { beforeAll, describe, expect, it } from 'vitest';
import { needsIfMatch, pathParamNames, PRACTICE_ROLES, Role, type EndpointDef, type RoleId } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { auditRowsOfTrace } from '../support/audit.js';
import { multipartBody } from '../support/multipart.js';
import { buildCompany } from '../support/factories.js';
import { signedIn } from '../support/people.js';
import { allowedRole, Fixtures, pathFixture, requiredQuery, validBody, validMultipart } from './fixtures.js';
import { errorBody, fillPath, operations, queryString, readerOf, send, type Probe } from './harness.js';

/**
 * Every operation with a path parameter, called by another tenant's owner (tenant brain) with the ids of
 * real rows of tenant default and otherwise valid input: 404, and nothing of tenant default changed (no
 * audit row, and the resource's GET answers the same before and after).
 */
const t = useTestApp(process.env.SAFETY_LOG ? { LOG_LEVEL: 'error' } : {});
let f: Fixtures;
/** Staff of tenant brain by role (its owner, or a role the endpoint allows where the owner is not one). */
const brainTokens = new Map<RoleId, Promise<string>>();
const brainToken = (role: RoleId) => {
  if (!brainTokens.has(role)) {
    const made = (async () => {
      const practice = (PRACTICE_ROLES as readonly RoleId[]).includes(role) || role === Role.Participant;
      const companyId = practice ? (await buildCompany(t.app.platform.db, 'brain')).id : undefined;
      return (await signedIn(t, { roleId: role, tenantId: 'brain', companyId })).token;
    })();
    brainTokens.set(role, made);
  }
  return brainTokens.get(role)!;
};
beforeAll(async () => {
  f = await Fixtures.create(t);
});

async function probeOf(operationId: string, e: EndpointDef, params: Record<string, string | number>): Promise<Probe> {
  const url = fillPath(e.path, params) + queryString(requiredQuery(e));
  const headers: Record<string, string> = needsIfMatch(e) ? { 'if-match': 'W/"1"' } : {};
  if (e.body) {
    const body = await validBody(operationId, e, f);
    return {
      label: 'valid JSON',
      method: e.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    };
  }
  if (e.multipart) {
    const v = validMultipart(operationId, e);
    const m = multipartBody(v.fields, v.files);
    return {
      label: 'valid multipart',
      method: e.method,
      url,
      headers: { ...headers, ...m.headers },
      payload: m.payload,
    };
  }
  return { label: 'no body', method: e.method, url, headers };
}

describe("another tenant's ids", () => {
  const withParams = operations().filter(({ endpoint: e }) => pathParamNames(e.path).length > 0);
  for (const { operationId, endpoint: e } of withParams) {
    it(`${operationId}: ${e.method} ${e.path} is 404 for tenant brain's staff`, async ({ skip }) => {
      const fixture = pathFixture(e);
      if (fixture.notTenantOwned) skip(`not a tenant's row: ${fixture.notTenantOwned}`);
      const params = await fixture.params(f);
      const reader = readerOf(e);
      const ownerToken = await f.token(Role.Owner);
      const read = async () =>
        reader
          ? (await send(t, { label: 'read', method: 'GET', url: fillPath(reader.path, params) }, { token: ownerToken }))
              .res.body
          : null;
      const before = await read();
      const { res, traceId } = await send(t, await probeOf(operationId, e, params), {
        token: await brainToken(allowedRole(e) ?? Role.Owner),
        host: 'brain',
      });
      const error = errorBody(res);
      if (res.statusCode === 400) {
        throw new Error(
          `${operationId}: the call was refused as invalid (${res.body}), so it says nothing of tenancy: give it a valid body in BODY_FIXTURES (test/contract/fixtures.ts)`,
        );
      }
      expect({ status: res.statusCode, code: error?.code }, res.body).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(await auditRowsOfTrace(t.app.platform.db, traceId), 'no audit row written').toBe(0);
      expect(await read(), "tenant default's resource is unchanged").toBe(before);
    });
  }
});
