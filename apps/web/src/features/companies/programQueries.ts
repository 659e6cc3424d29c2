import { participantListSchema, programListSchema, programSchema, type Program } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/client';

/** Every program query starts with this key (the participants' program pickers too). */
export const PROGRAMS_KEY = ['programs'] as const;
export const programListKey = (companyId: number) => [...PROGRAMS_KEY, 'list', companyId] as const;
/** Participant lists start with this key: assignments change what their program filter shows. */
export const PARTICIPANTS_KEY = ['participants'] as const;

export const parseProgram = (body: unknown): Program => programSchema.parse(body);
const parseParticipants = (body: unknown) => participantListSchema.parse(body);

/** One page of this size holds what a picker or the assigned list shows. */
export const PICK_PAGE = 100;

/** The participants of a company following a program (GET /participants?practiceId&programId). */
export function useProgramParticipants(companyId: number, programId: number | null) {
  return useQuery({
    queryKey: [...PARTICIPANTS_KEY, 'byProgram', companyId, programId],
    queryFn: ({ signal }) =>
      api.get('/participants', {
        query: { practiceId: companyId, programId: programId ?? undefined, perPage: PICK_PAGE },
        parse: parseParticipants,
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
      api.get('/programs', {
        query: { companyId, active: true, perPage: PICK_PAGE },
        parse: (body) => programListSchema.parse(body),
        signal,
      }),
    select: (data) => data.programs,
    enabled,
  });
}
