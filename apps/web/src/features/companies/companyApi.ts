import { endpoints, type Company, type FeatureFlag, type StaffUser } from '@stride/contracts';
import { callEndpoint, saveVersioned } from '../../app/api';
import { getCompany, getCompanyUser } from './companyQueries';

const api = endpoints.companies;

/**
 * PUT /practices/{id}/picture (multipart) with If-Match on the company's version; a 412 reloads the
 * company and retries once on its version.
 */
export function uploadCompanyPicture(
  company: Pick<Company, 'id' | 'version'>,
  file: File,
  onReload?: (current: Company) => void,
): Promise<Company> {
  return saveVersioned({
    version: company.version,
    body: file,
    save: (picture, version) =>
      callEndpoint(api.setPicture, { params: { id: company.id }, files: { file: picture }, version }),
    reload: () => getCompany(company.id),
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
  return saveVersioned({
    version: company.version,
    body: bodyOn(company),
    rebase: bodyOn,
    save: (body, version) => callEndpoint(api.setFlags, { params: { id: company.id }, body, version }),
    reload: () => getCompany(company.id),
    onReload,
  });
}

/** PUT /practices/{id}/users/{userId}/featureFlag with surveyAvailable and If-Match (the profile's version). */
export function setStaffSurvey(companyId: number, user: StaffUser, value: boolean): Promise<StaffUser> {
  const params = { practiceId: companyId, userId: user.id };
  return saveVersioned({
    version: user.version,
    body: { surveyAvailable: value },
    save: (body, version) => callEndpoint(api.setUserFlags, { params, body, version }),
    reload: () => getCompanyUser(companyId, user.id),
  });
}
