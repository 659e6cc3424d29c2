import {
  companyListQuerySchema,
  companyListSchema,
  companySchema,
  createCompanyBodySchema,
  updateCompanyBodySchema,
} from './companies.js';
import { idParamsSchema } from '../common.js';
import { featureFlagsBodySchema } from '../flags.js';
import { ADMIN_ROLES, PRACTICE_ROLES, Role, STAFF_ROLES } from '../roles.js';
import {
  createPracticeUserBodySchema,
  practiceUserListQuerySchema,
  practiceUserParamsSchema,
  staffUserListSchema,
  staffUserSchema,
  updatePracticeUserBodySchema,
} from '../team/team.js';
import { endpoint } from '../endpoint.js';

/** Admins and the company's own company admin (the policy narrows it to their company). */
const COMPANY_EDITORS = [Role.Owner, Role.Admin, Role.CompanyAdmin] as const;
const COMPANY_STAFF_READERS = [...ADMIN_ROLES, ...PRACTICE_ROLES];

/** /practices: companies and their staff (spec 000 section 7, Companies). */
export const companyEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/practices',
    summary: 'The companies the actor sees, a page of them',
    query: companyListQuerySchema,
    response: companyListSchema,
    roles: STAFF_ROLES,
  }),
  create: endpoint({
    method: 'POST',
    path: '/practices',
    summary: 'Add a company',
    body: createCompanyBodySchema,
    response: companySchema,
    status: 201,
    versioned: true,
    roles: ADMIN_ROLES,
  }),
  get: endpoint({
    method: 'GET',
    path: '/practices/{id}',
    summary: 'One company',
    params: idParamsSchema,
    response: companySchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/practices/{id}',
    summary: "Rename a company (admins and the company's company admin)",
    params: idParamsSchema,
    body: updateCompanyBodySchema,
    response: companySchema,
    versioned: true,
    roles: COMPANY_EDITORS,
  }),
  setFlags: endpoint({
    method: 'PUT',
    path: '/practices/{id}/featureFlag',
    summary: "Turn a company's features on or off",
    params: idParamsSchema,
    body: featureFlagsBodySchema,
    response: companySchema,
    versioned: true,
    roles: ADMIN_ROLES,
  }),
  setPicture: endpoint({
    method: 'PUT',
    path: '/practices/{id}/picture',
    summary: "Replace a company's picture (an image file)",
    params: idParamsSchema,
    multipart: { files: ['file'], fileRequired: true },
    response: companySchema,
    versioned: true,
    roles: COMPANY_EDITORS,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/practices/{id}',
    summary: 'Delete a company',
    params: idParamsSchema,
    status: 204,
    versioned: true,
    roles: ADMIN_ROLES,
  }),
  listUsers: endpoint({
    method: 'GET',
    path: '/practices/{id}/users',
    summary: "A company's staff, a page of them",
    params: idParamsSchema,
    query: practiceUserListQuerySchema,
    response: staffUserListSchema,
    roles: COMPANY_STAFF_READERS,
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/practices/{id}/users',
    summary: 'Add a staff member to a company (a welcome e-mail goes out)',
    params: idParamsSchema,
    body: createPracticeUserBodySchema,
    response: staffUserSchema,
    status: 201,
    versioned: true,
    roles: COMPANY_EDITORS,
  }),
  getUser: endpoint({
    method: 'GET',
    path: '/practices/{practiceId}/users/{userId}',
    summary: "One of a company's staff",
    params: practiceUserParamsSchema,
    response: staffUserSchema,
    versioned: true,
    roles: COMPANY_STAFF_READERS,
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/practices/{practiceId}/users/{userId}',
    summary: "Edit one of a company's staff",
    params: practiceUserParamsSchema,
    body: updatePracticeUserBodySchema,
    response: staffUserSchema,
    versioned: true,
    roles: COMPANY_EDITORS,
  }),
  setUserFlags: endpoint({
    method: 'PUT',
    path: '/practices/{practiceId}/users/{userId}/featureFlag',
    summary: "Turn a staff member's smart survey on or off",
    params: practiceUserParamsSchema,
    body: featureFlagsBodySchema,
    response: staffUserSchema,
    versioned: true,
    roles: COMPANY_EDITORS,
  }),
};
export type CompanyEndpoints = typeof companyEndpoints;
