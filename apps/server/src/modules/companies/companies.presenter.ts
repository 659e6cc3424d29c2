import type { Company } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { thumbnailDataUrl } from '../../platform/images/picture.js';
import { counted } from './companies.service.js';
import type { companies } from './companies.table.js';

export type CompanyRow = typeof companies.$inferSelect;
export interface CompanyCounts {
  staff: number;
  participants: number;
}

/** The one shape of a company on the wire. */
export function presentCompany(row: CompanyRow, counts: CompanyCounts = { staff: 0, participants: 0 }): Company {
  return {
    id: row.id,
    name: row.name,
    thumbnailUrl: thumbnailDataUrl(row.pictureThumb),
    journalAvailable: row.journalAvailable,
    smartSurveyAvailable: row.smartSurveyAvailable,
    swapAvailable: row.swapAvailable,
    surveyAvailable: row.surveyAvailable,
    staffCount: counts.staff,
    participantsCount: counts.participants,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** What the audit log keeps of a company: no thumbnail bytes. */
export function auditedCompany(row: CompanyRow) {
  const { pictureThumb: _thumb, ...rest } = row;
  return rest;
}

export async function presentOne(tx: Db, tenantId: string, row: CompanyRow) {
  const [company] = await counted(tx, tenantId, [row]);
  return company!;
}
