import { describe, expect, it } from 'vitest';
import { decide, surveyKindsListedFor, type SurveyKind } from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

const BRAIN = { screener: true, publicScreener: true, smartSurvey: true };
const SMART_ONLY = { screener: false, publicScreener: false, smartSurvey: true };
const NONE = { screener: false, publicScreener: false, smartSurvey: false };

describe('survey definition policy', () => {
  it.each(ROLES.map((role, i) => [role, byRole('AAAAAAF')[i]!]))(
    'role %i reads a screener of a tenant with screeners: %s',
    (role, expected) => {
      expect(decide(actorOf(role), 'surveyDefinition.read', { kind: 'SCREENER', features: BRAIN })).toBe(expected);
    },
  );

  it.each([
    ['SCREENER', BRAIN, 'allow'],
    ['PUBLIC_SCREENER', BRAIN, 'allow'],
    ['SMART_SURVEY', BRAIN, 'allow'],
    ['SCREENER', SMART_ONLY, 'hidden'],
    ['PUBLIC_SCREENER', SMART_ONLY, 'hidden'],
    ['SMART_SURVEY', SMART_ONLY, 'allow'],
    ['SCREENER', NONE, 'hidden'],
    ['SMART_SURVEY', NONE, 'hidden'],
  ] as const)('a %s definition with features %o is %s to staff', (kind, features, expected) => {
    expect(decide(actorOf(5), 'surveyDefinition.read', { kind: kind as SurveyKind, features })).toBe(expected);
  });

  it('lists the kinds whose feature is on, the SQL form of view', () => {
    expect(surveyKindsListedFor(BRAIN)).toEqual(['SCREENER', 'PUBLIC_SCREENER', 'SMART_SURVEY']);
    expect(surveyKindsListedFor(SMART_ONLY)).toEqual(['SMART_SURVEY']);
    expect(surveyKindsListedFor(NONE)).toEqual([]);
  });
});
