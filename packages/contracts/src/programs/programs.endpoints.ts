import { assignCompanyProgramsBodySchema } from '../companies/companies.js';
import { idParamsSchema } from '../common.js';
import { countConfirmationSchema } from '../flags.js';
import {
  createProgramBodySchema,
  profileProgramsBodySchema,
  profileProgramsSchema,
  programCompanyQuerySchema,
  programListQuerySchema,
  programListSchema,
  programProfilesBodySchema,
  programSchema,
  updateProgramBodySchema,
} from './programs.js';
import { ADMIN_ROLES, PRACTICE_ROLES, Role, STAFF_ROLES } from '../roles.js';
import { endpoint } from '../endpoint.js';

/** Admins and practice staff read programs (the policy narrows practice staff to their company). */
const PROGRAM_READERS = [...ADMIN_ROLES, ...PRACTICE_ROLES];
/** The company admin manages their company's programs (spec 000 section 6). */
const PROGRAM_WRITERS = [Role.CompanyAdmin] as const;
const SIGNED_IN = [...STAFF_ROLES, Role.Participant];

/** /programs: a company's programs and who follows them (spec 000 section 7, Programs). */
export const programEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/programs',
    summary: "A company's programs, a page of them",
    query: programListQuerySchema,
    response: programListSchema,
    roles: PROGRAM_READERS,
  }),
  create: endpoint({
    method: 'POST',
    path: '/programs',
    summary: "Add a program to the company admin's company",
    body: createProgramBodySchema,
    response: programSchema,
    status: 201,
    versioned: true,
    roles: PROGRAM_WRITERS,
  }),
  get: endpoint({
    method: 'GET',
    path: '/programs/{id}',
    summary: 'One program',
    params: idParamsSchema,
    response: programSchema,
    versioned: true,
    roles: PROGRAM_READERS,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/programs/{id}',
    summary: "Edit a program's name, description and state",
    params: idParamsSchema,
    body: updateProgramBodySchema,
    response: programSchema,
    versioned: true,
    roles: PROGRAM_WRITERS,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/programs/{id}',
    summary: 'Delete a program and its assignments (the profiles stay)',
    params: idParamsSchema,
    status: 204,
    versioned: true,
    roles: PROGRAM_WRITERS,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/programs/{id}/assign',
    summary: "Assign a program to some of its company's participants",
    params: idParamsSchema,
    query: programCompanyQuerySchema,
    body: programProfilesBodySchema,
    response: countConfirmationSchema,
    roles: PROGRAM_WRITERS,
  }),
  unassign: endpoint({
    method: 'POST',
    path: '/programs/{id}/unassign',
    summary: 'Unassign a program from some profiles',
    params: idParamsSchema,
    query: programCompanyQuerySchema,
    body: programProfilesBodySchema,
    response: countConfirmationSchema,
    roles: PROGRAM_WRITERS,
  }),
  ofProfile: endpoint({
    method: 'GET',
    path: '/profiles/{id}/programs',
    summary: 'The programs a profile follows',
    params: idParamsSchema,
    response: profileProgramsSchema,
    roles: SIGNED_IN,
  }),
  setOfProfile: endpoint({
    method: 'PUT',
    path: '/profiles/{id}/programs',
    summary: "Replace a participant's programs with programs of their company",
    params: idParamsSchema,
    body: profileProgramsBodySchema,
    response: profileProgramsSchema,
    roles: PROGRAM_WRITERS,
  }),
  assignToParticipants: endpoint({
    method: 'PUT',
    path: '/practices/{id}/participants/programs',
    summary: 'Assign programs to the listed participants of a company, or to all of them',
    params: idParamsSchema,
    body: assignCompanyProgramsBodySchema,
    response: countConfirmationSchema,
    roles: PROGRAM_WRITERS,
  }),
};
export type ProgramEndpoints = typeof programEndpoints;
