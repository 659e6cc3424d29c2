import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/platform/http/openapi.js';

/**
 * The spec's paths that a template could read two ways (a literal segment where the other path has a
 * parameter). They stay as the spec names them; the router prefers the literal segment, so each call
 * reaches one handler (docs/decisions.md, "The API's licence and lint"). Any other ambiguity fails.
 */
const SPEC_AMBIGUOUS_PATHS = new Set([
  '#/paths/~1api~1routines~1definitions~1sequences~1folders~1{id}',
  '#/paths/~1api~1participants~1{id}~1routines~1calendar~1items~1{itemId}~1result',
  '#/paths/~1api~1messages~1definitions~1correlationId~1{id}',
  // The spec's /surveys/definitions/{id} beside its /surveys/{id}/progress, and the survey's own calls of
  // that shape (complete, acknowledgement): a survey id is a number, never "definitions".
  '#/paths/~1api~1surveys~1{id}~1progress',
  '#/paths/~1api~1surveys~1{id}~1complete',
  '#/paths/~1api~1surveys~1{id}~1acknowledgement',
]);

describe('the OpenAPI document against Redocly’s recommended rules', () => {
  it('has no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(buildOpenApiDocument()),
      absoluteRef: 'openapi.json',
      config,
    });
    const found = problems
      .map((p) => ({ ...p, pointer: p.location[0]?.pointer ?? '' }))
      .filter((p) => !(p.ruleId === 'no-ambiguous-paths' && SPEC_AMBIGUOUS_PATHS.has(p.pointer)))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.pointer})`);
    expect(found).toEqual([]);
  }, 120_000);
});
