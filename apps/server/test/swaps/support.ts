import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Role, type Swap } from '@stride/contracts';
import { companies } from '../../src/modules/companies/companies.table.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import type { TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { signedIn } from '../support/people.js';
import { client } from '../calendar/calendar-support.js';

/**
 * A practice with swaps on (the company's and the participant's flags): its advisor and a participant they
 * coach (time zone UTC), each with their API client; `base` is the participant's swaps path.
 */
export async function swapPractice(t: TestApp, o: { firstName?: string } = {}) {
  const db = t.app.platform.db;
  const company = await buildCompany(db, 'default', { swapAvailable: true });
  const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  const participant = await signedIn(t, {
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
    ...(o.firstName ? { firstName: o.firstName } : {}),
  });
  await db
    .update(profiles)
    .set({ timeZone: 'UTC', swapAvailable: true })
    .where(eq(profiles.id, participant.profile.id));
  const setFlags = async (flags: { participant?: boolean; company?: boolean }) => {
    if (flags.participant !== undefined)
      await db
        .update(profiles)
        .set({ swapAvailable: flags.participant })
        .where(eq(profiles.id, participant.profile.id));
    if (flags.company !== undefined)
      await db.update(companies).set({ swapAvailable: flags.company }).where(eq(companies.id, company.id));
  };
  return {
    company,
    advisor,
    participant,
    staff: client(t, advisor.token),
    me: client(t, participant.token),
    base: `/participants/${participant.user.id}/swaps`,
    setFlags,
    name: `${participant.profile.firstName} ${participant.profile.lastName}`,
  };
}

export const newSwap = (description: string, extra: Partial<Swap> & Record<string, unknown> = {}) => ({
  description,
  goal: `${description}: the goal`,
  tactic: 'Keep it in sight',
  impactLevel: 4,
  difficultLevel: 2,
  ...extra,
});

/** The text of a PDF as poppler's pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-pdf-'));
  try {
    const file = path.join(dir, 'swaps.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
