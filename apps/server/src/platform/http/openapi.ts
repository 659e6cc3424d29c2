import { z } from 'zod';
import {
  allEndpoints,
  errorResponseSchema,
  needsIfMatch,
  pathParamNames,
  roleNames,
  type EndpointDef,
  type RoleId,
} from '@stride/contracts';
import { TAG_DESCRIPTIONS } from './openapi-tags.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
  security: Record<string, string[]>[];
}

/** The statuses every error answer may have, with when an endpoint can answer them. */
const ERROR_STATUSES: { status: number; description: string; applies: (e: EndpointDef) => boolean }[] = [
  { status: 400, description: 'Invalid input (the fields are in `details`)', applies: () => true },
  { status: 401, description: 'Not signed in, or the session has expired', applies: (e) => e.roles !== 'public' },
  {
    status: 403,
    description: 'Signed in, but not allowed (a role not listed: `details` `[{ path: "role" }]`)',
    applies: (e) => e.roles !== 'public',
  },
  { status: 404, description: 'Not found, or not visible to the caller', applies: () => true },
  {
    status: 412,
    description: 'If-Match is stale: someone else changed it (the current resource in `current`)',
    applies: needsIfMatch,
  },
  { status: 428, description: 'If-Match is missing', applies: needsIfMatch },
];

/**
 * Stride is proprietary and has no public terms to link to: OpenAPI 3.1 names such a licence by an SPDX
 * expression, and LicenseRef- is SPDX's form for one not on its list (docs/decisions.md, "The API's licence").
 */
const LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };

const ERROR_REF = { $ref: '#/components/schemas/Error' };

/**
 * The OpenAPI 3.1 document of the API, generated from the endpoint table (docs/architecture.md, "Conventions"): every
 * endpoint with its parameters, JSON or multipart body, answer, error answers, roles (`x-roles`) and tag.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const components: Record<string, JsonSchema> = { Error: toSchema(errorResponseSchema, 'output', {}) };
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<keyof typeof TAG_DESCRIPTIONS>();
  for (const { operationId, domain, endpoint: e } of allEndpoints()) {
    tags.add(domain as keyof typeof TAG_DESCRIPTIONS);
    const path = `/api${e.path}`;
    (paths[path] ??= {})[e.method.toLowerCase()] = operation(operationId, domain, e, components);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Stride API', version: '1.0.0', description: 'Every call of the Stride portal.', license: LICENSE },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
  };
}

function operation(operationId: string, domain: string, e: EndpointDef, defs: Record<string, JsonSchema>): Operation {
  const roles = e.roles === 'public' ? 'public' : [...e.roles];
  const rolesLine =
    roles === 'public'
      ? 'Public: no sign-in needed.'
      : `Roles: ${roles.map((id) => `${roleNames[id as RoleId]} (${id})`).join(', ')}.`;
  const op: Operation = {
    operationId,
    tags: [domain],
    summary: e.summary,
    description: [e.summary, rolesLine, needsIfMatch(e) ? 'Needs If-Match with the version edited.' : '']
      .filter(Boolean)
      .join('\n\n'),
    'x-roles': roles,
  };
  if (roles === 'public') op.security = [];
  const parameters = [...pathParameters(e, defs), ...queryParameters(e, defs)];
  if (needsIfMatch(e)) {
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: true,
      description: 'The ETag of the version edited: W/"<version>"',
      schema: { type: 'string' },
    });
  }
  if (e.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A UUID made when the person acted: a repeat with the same key by the same user within 24 h answers the first answer (Idempotent-Replayed: true) without applying it again',
      schema: { type: 'string' },
    });
  }
  if (parameters.length) op.parameters = parameters;
  const body = requestBody(e, defs);
  if (body) op.requestBody = body;
  op.responses = responses(e, defs);
  if (e.rateLimit) op['x-rate-limit'] = e.rateLimit;
  if (e.errors) op['x-error-codes'] = e.errors;
  return op;
}

function pathParameters(e: EndpointDef, defs: Record<string, JsonSchema>): Operation[] {
  const schema = e.params ? toSchema(e.params, 'input', defs) : undefined;
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  return pathParamNames(e.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
}

function queryParameters(e: EndpointDef, defs: Record<string, JsonSchema>): Operation[] {
  if (!e.query) return [];
  const schema = toSchema(e.query, 'input', defs);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    schema: s,
  }));
}

function requestBody(e: EndpointDef, defs: Record<string, JsonSchema>): Operation | undefined {
  // A call may take either (a file as multipart, or JSON naming an uploaded one).
  const content: Record<string, unknown> = {};
  if (e.body) content['application/json'] = { schema: toSchema(e.body, 'input', defs) };
  if (e.multipart) content['multipart/form-data'] = multipartContent(e.multipart, defs);
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function multipartContent(multipart: NonNullable<EndpointDef['multipart']>, defs: Record<string, JsonSchema>) {
  const { fields, files, fileRequired } = multipart;
  const fieldSchema = fields ? toSchema(fields, 'input', defs) : {};
  const fieldProps = (fieldSchema.properties ?? {}) as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = { ...fieldProps };
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, s] of Object.entries(fieldProps)) {
    // A text part holds JSON text where its value is not a plain string.
    if (s.type !== 'string') encoding[name] = { contentType: 'application/json' };
  }
  for (const file of files) {
    properties[file] = { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' };
    encoding[file] = { contentType: 'application/octet-stream' };
  }
  const required = [...((fieldSchema.required ?? []) as string[]), ...(fileRequired ? files : [])];
  return {
    schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    ...(Object.keys(encoding).length ? { encoding } : {}),
  };
}

function responses(e: EndpointDef, defs: Record<string, JsonSchema>): Record<string, Operation> {
  const status = e.status ?? 200;
  const headers = e.versioned
    ? { ETag: { description: 'The version of the resource: W/"<version>"', schema: { type: 'string' } } }
    : undefined;
  const success: Operation = { description: e.summary, ...(headers ? { headers } : {}) };
  if (e.download) {
    success.content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  } else if (e.response && status !== 204) {
    success.content = { 'application/json': { schema: toSchema(e.response, 'output', defs) } };
  }
  const result: Record<string, Operation> = { [String(status)]: success };
  for (const error of ERROR_STATUSES) {
    if (!error.applies(e)) continue;
    result[String(error.status)] = {
      description: error.description,
      content: { 'application/json': { schema: ERROR_REF } },
    };
  }
  if (e.body || e.multipart) {
    result['413'] = { description: 'The body is too large', content: { 'application/json': { schema: ERROR_REF } } };
  }
  if (e.rateLimit) {
    result['429'] = { description: 'Too many requests', content: { 'application/json': { schema: ERROR_REF } } };
  }
  return result;
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends (`input`: defaults
 * optional, before coercion) or what the server answers (`output`). Shared definitions (named or
 * recursive schemas) move to components.schemas.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', defs: Record<string, JsonSchema>): JsonSchema {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  } catch (error) {
    // One odd schema must not stop the server from starting; the OpenAPI test fails on this mark.
    return { description: `Not representable: ${(error as Error).message}`, 'x-unrepresentable': true };
  }
  delete json.$schema;
  const local = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  if (!local) return json;
  const rename = new Map<string, string>();
  for (const [name, def] of Object.entries(local)) {
    let target = name;
    for (let i = 2; defs[target] && JSON.stringify(defs[target]) !== JSON.stringify(def); i++) target = `${name}${i}`;
    rename.set(name, target);
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')) {
          const name = v.slice('#/$defs/'.length);
          return [k, `#/components/schemas/${rename.get(name) ?? name}`];
        }
        // A recursive schema refers to itself as '#'.
        return [k, rewrite(v)];
      }),
    );
  };
  for (const [name, def] of Object.entries(local)) defs[rename.get(name)!] = rewrite(def) as JsonSchema;
  return rewrite(json) as JsonSchema;
}

let cached: OpenApiDocument | undefined;
/** The document, generated once per process (the table does not change while it runs). */
export function openApiDocument(): OpenApiDocument {
  return (cached ??= buildOpenApiDocument());
}
