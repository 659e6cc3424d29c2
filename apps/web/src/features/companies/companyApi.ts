import type { Company, FeatureFlag, StaffUser } from '@stride/contracts';
import { getVersioned, updateVersioned } from '../../app/api/versioned';
import { parseCompany, parseStaffUser } from './companyQueries';

const reloadCompany = (id: number) => () => getVersioned(`/practices/${id}`, parseCompany);

/**
 * PUT /practices/{id}/picture (multipart) with If-Match on the company's version; a 412 reloads the
 * company and retries once on its version.
 */
export function uploadCompanyPicture(
  company: Pick<Company, 'id' | 'version'>,
  file: File,
  onReload?: (current: Company) => void,
): Promise<Company> {
  const body = new FormData();
  body.append('file', file);
  return updateVersioned<Company>({
    path: `/practices/${company.id}/picture`,
    body,
    version: company.version,
    parse: parseCompany,
    reload: reloadCompany(company.id),
    onReload,
  });
}

/** PUT /practices/{id}/featureFlag: surveyAvailable plus the changed flag (spec 000 section 7), If-Match. */
export function setCompanyFlag(
  company: Company,
  flag: FeatureFlag,
  value: boolean,
  onReload?: (current: Company) => void,
): Promise<Company> {
  const bodyOn = (current: Company) => ({ surveyAvailable: current.surveyAvailable, [flag]: value });
  return updateVersioned<Company>({
    path: `/practices/${company.id}/featureFlag`,
    body: bodyOn(company),
    rebase: bodyOn,
    version: company.version,
    parse: parseCompany,
    reload: reloadCompany(company.id),
    onReload,
  });
}

/** PUT /practices/{id}/users/{userId}/featureFlag with surveyAvailable and If-Match (the profile's version). */
export function setStaffSurvey(companyId: number, user: StaffUser, value: boolean): Promise<StaffUser> {
  const path = `/practices/${companyId}/users/${user.id}`;
  return updateVersioned<StaffUser>({
    path: `${path}/featureFlag`,
    body: { surveyAvailable: value },
    version: user.version,
    parse: parseStaffUser,
    reload: () => getVersioned(path, parseStaffUser),
  });
}
