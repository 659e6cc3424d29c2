import { endpoints, type Program } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

/** Every program query starts with this key (the participants' program pickers too). */
export const PROGRAMS_KEY = ['programs'] as const;
export const programListKey = (companyId: number) => [...PROGRAMS_KEY, 'list', companyId] as const;
/** Participant lists start with this key: assignments change what their program filter shows. */
export const PARTICIPANTS_KEY = ['participants'] as const;

/** One page of this size holds what a picker or the assigned list shows. */
export const PICK_PAGE = 100;

/** GET /programs/{id}, its version from the ETag (a 412's reload). */
export const getProgram = (id: number): Promise<Program> => callEndpoint(endpoints.programs.get, { params: { id } });

/** The participants of a company following a program (GET /participants?practiceId&programId). */
export function useProgramParticipants(companyId: number, programId: number | null) {
  return useQuery({
    queryKey: [...PARTICIPANTS_KEY, 'byProgram', companyId, programId],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.participants.list, {
        query: { practiceId: companyId, programId: programId ?? undefined, perPage: PICK_PAGE },
        signal,
      }),
    enabled: programId !== null,
  });
}

/** The active programs of a company, for choosing (GET /programs?companyId&active=true). */
export function useActivePrograms(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...PROGRAMS_KEY, 'pick', companyId],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.programs.list, { query: { companyId, active: 'true', perPage: PICK_PAGE }, signal }),
    select: (data) => data.programs,
    enabled,
  });
}
