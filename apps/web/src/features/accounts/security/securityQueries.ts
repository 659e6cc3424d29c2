import { endpoints } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../app/api';

export const TWO_STEP_KEY = ['accounts', 'me', 'two-step'] as const;
export const SESSIONS_KEY = ['accounts', 'me', 'sessions'] as const;

/** Whether two-step sign-in is on for me (and required), with the recovery codes left. */
export const useTwoStepStatus = (enabled: boolean) =>
  useQuery({
    queryKey: TWO_STEP_KEY,
    queryFn: () => callEndpoint(endpoints.accounts.twoStepStatus, {}),
    enabled,
  });

/** My signed-in sessions, the most recently seen first. */
export const useSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => callEndpoint(endpoints.accounts.sessions, {}) });
