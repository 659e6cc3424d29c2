import { describe, expect, it } from 'vitest';
import {
  decide,
  surveyKindsListedFor,
  surveyKindsOfParticipant,
  type ParticipantSurveysResource,
  type PolicyActor,
  type RoleId,
  type SurveyKind,
} from '@stride/contracts';
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

const at = (row: string, role: RoleId) => byRole(row)[role - 1];

describe("a participant's surveys", () => {
  /** Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403): view, schedule, answer, acknowledge. */
  const TABLE: [string, (actor: PolicyActor) => ParticipantSurveysResource, string, string, string, string][] = [
    [
      'own surveys',
      (actor) => ({ userId: actor.userId, visibleToActor: false, surveyAvailable: true, smartSurveyAvailable: true }),
      'HHHHHHA',
      'HHHHHHF',
      'HHHHHHA',
      'HHHHHHF',
    ],
    [
      'a visible participant',
      () => ({ userId: 900, visibleToActor: true, surveyAvailable: true, smartSurveyAvailable: false }),
      'AAAAAAH',
      'AAAAAAH',
      'FFFFFFH',
      'AAAAAAH',
    ],
    [
      'a participant they may not see',
      () => ({ userId: 900, visibleToActor: false, surveyAvailable: true, smartSurveyAvailable: true }),
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
      'HHHHHHH',
    ],
  ];
  describe.each(TABLE)('%s', (_name, resource, view, schedule, answer, acknowledge) => {
    it.each(ROLES.map((role) => [role] as const))('role %i', (role) => {
      const actor = actorOf(role);
      expect(decide(actor, 'participantSurveys.view', resource(actor))).toBe(at(view, role));
      expect(decide(actor, 'participantSurveys.schedule', resource(actor))).toBe(at(schedule, role));
      expect(decide(actor, 'participantSurveys.answer', resource(actor))).toBe(at(answer, role));
      expect(decide(actor, 'participantSurveys.acknowledge', resource(actor))).toBe(at(acknowledge, role));
    });
  });

  it('takes screeners with its survey flag and the smart survey with its own, where the tenant has them', () => {
    const both = { surveyAvailable: true, smartSurveyAvailable: true };
    expect(surveyKindsOfParticipant(BRAIN, both)).toEqual(['SCREENER', 'PUBLIC_SCREENER', 'SMART_SURVEY']);
    expect(surveyKindsOfParticipant(BRAIN, { surveyAvailable: false, smartSurveyAvailable: true })).toEqual([
      'SMART_SURVEY',
    ]);
    expect(surveyKindsOfParticipant(SMART_ONLY, { surveyAvailable: true, smartSurveyAvailable: false })).toEqual([]);
    expect(surveyKindsOfParticipant(NONE, both)).toEqual([]);
  });
});
