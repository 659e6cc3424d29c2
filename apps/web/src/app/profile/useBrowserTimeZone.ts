import { endpoints, takesBrowserTimeZone, timeZoneSchema, type Profile } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint } from '../api';
import { profileQueryKey } from './currentProfile';

/** The zone this browser runs in, if it names one the contracts accept. */
export function browserTimeZone(): string | undefined {
  const parsed = timeZoneSchema.safeParse(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A participant whose profile has no time zone gets the browser's, once (PUT /profiles/{id}, their own
 * profile): their timed messages then come at their local hour instead of DEFAULT_TIME_ZONE's. Not while
 * a staff member is signed in as them (the zone would be the staff member's). A failure (a stale version,
 * the network) is left alone: the next visit tries again.
 */
export function useBrowserTimeZone(profile: Profile | undefined, surrogate: boolean): void {
  const queryClient = useQueryClient();
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || !profile || surrogate) return;
    if (!takesBrowserTimeZone({ role: profile.roleId }) || profile.timeZone !== null) return;
    const timeZone = browserTimeZone();
    if (timeZone === undefined) return;
    tried.current = true;
    const { id, firstName, lastName, language, version } = profile;
    callEndpoint(endpoints.profiles.update, {
      params: { id },
      body: { firstName, lastName, language, timeZone },
      version,
    }).then(
      (saved) => queryClient.setQueryData(profileQueryKey(id), saved),
      () => undefined,
    );
  }, [profile, surrogate, queryClient]);
}
