import { describe, expect, it } from 'vitest';
import { allEndpoints, needsIfMatch, pathParamNames } from '@stride/contracts';
import { useTestApp } from '../support/app.js';
import { api, json } from '../support/http.js';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  'x-roles': number[] | 'public';
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: object } };

const t = useTestApp();

describe('the OpenAPI document (generated from the endpoint table)', () => {
  it('lists every endpoint of the table with its parameters, bodies, answers and roles', async () => {
    const res = await api(t.app).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = json<Doc>(res);
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).not.toContain('x-unrepresentable');

    for (const { operationId, domain, endpoint: e } of allEndpoints()) {
      const op = doc.paths[`/api${e.path}`]?.[e.method.toLowerCase()];
      expect(op, `${operationId}: ${e.method} ${e.path}`).toBeDefined();
      expect(op!.operationId).toBe(operationId);
      expect(op!.tags).toEqual([domain]);
      expect(op!.summary).toBe(e.summary);
      expect(op!['x-roles']).toEqual(e.roles === 'public' ? 'public' : [...e.roles]);
      expect(op!.description).toMatch(e.roles === 'public' ? /Public/ : /Roles: /);
      if (e.roles === 'public') expect(op!.security).toEqual([]);

      const params = op!.parameters ?? [];
      for (const name of pathParamNames(e.path)) {
        expect(params.find((p) => p.in === 'path' && p.name === name)?.required, `${operationId} ${name}`).toBe(true);
      }
      const queryNames = Object.keys((e.query as { shape?: object } | undefined)?.shape ?? {});
      expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(queryNames);
      if (needsIfMatch(e)) expect(params.some((p) => p.in === 'header' && p.name === 'If-Match')).toBe(true);

      if (e.body) expect(op!.requestBody?.content['application/json']?.schema).toBeTruthy();
      if (e.multipart) {
        const schema = op!.requestBody?.content['multipart/form-data']?.schema;
        for (const file of e.multipart.files) {
          expect(schema?.properties?.[file], `${operationId} file ${file}`).toMatchObject({ format: 'binary' });
        }
        for (const field of Object.keys(e.multipart.fields?.shape ?? {})) {
          expect(schema?.properties?.[field], `${operationId} field ${field}`).toBeTruthy();
        }
      }
      if (!e.body && !e.multipart) expect(op!.requestBody).toBeUndefined();

      const success = op!.responses[String(e.status ?? 200)];
      expect(success, `${operationId} ${e.status ?? 200}`).toBeDefined();
      if (e.response && e.status !== 204 && !e.download) expect(success!.content?.['application/json']).toBeTruthy();
      const errors = ['400', '404', ...(e.roles === 'public' ? [] : ['401', '403'])];
      if (needsIfMatch(e)) errors.push('412', '428');
      for (const status of errors) {
        expect(op!.responses[status]?.content?.['application/json']?.schema, `${operationId} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
    }
    expect(doc.components.schemas).toHaveProperty('Error');
  });

  it('has a registered route for every endpoint of the table', () => {
    const missing = allEndpoints()
      .filter(
        ({ endpoint: e }) => !t.app.hasRoute({ method: e.method, url: `/api${e.path.replace(/\{(\w+)\}/g, ':$1')}` }),
      )
      .map(({ operationId, endpoint: e }) => `${operationId}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('renders the document at /api/docs', async () => {
    const res = await api(t.app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(json<Doc>(res).paths)).toContain('/api/practices/{id}');
    expect((await api(t.app).get('/api/docs')).statusCode).toBeLessThan(400);
  });
});
