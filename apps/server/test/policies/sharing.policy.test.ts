import { describe, expect, it } from 'vitest';
import { memberOfNoPractice, receivingCompanyOf } from '@stride/contracts';
import { actorOf, OWN_COMPANY, ROLES } from '../support/policy-actors.js';

describe('sharing', () => {
  it("receives shares in practice staff's own company only (roles 4 to 6)", () => {
    expect(ROLES.map((role) => receivingCompanyOf(actorOf(role)))).toEqual([
      null,
      null,
      null,
      OWN_COMPANY,
      OWN_COMPANY,
      OWN_COMPANY,
      null,
    ]);
    expect(receivingCompanyOf(actorOf(5, { companyId: null }))).toBeNull();
  });

  it('counts the platform team (roles 1 to 3) a member of no practice', () => {
    expect(ROLES.map((role) => memberOfNoPractice(actorOf(role)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
