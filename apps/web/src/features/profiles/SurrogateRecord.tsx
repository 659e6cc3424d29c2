import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { endpoints } from '@stride/contracts';
import Button from '@mui/material/Button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { formatDateTime } from '../../app/format/dates';

export const surrogateRecordKey = (profileId: number) => ['profiles', profileId, 'surrogate-sessions'] as const;

/**
 * The own profile's record of "Sign in as" (GET /profiles/{id}/surrogate-sessions): which staff member
 * signed in as this person, and when (docs/decisions.md, "Surrogate login").
 */
export function SurrogateRecord({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: surrogateRecordKey(profileId),
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(endpoints.profiles.surrogateSessions, {
        params: { id: profileId },
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ _meta }) => (_meta.currentPage < _meta.pageCount ? _meta.currentPage + 1 : undefined),
  });
  const sessions = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="surrogate-record-title">
      <Typography id="surrogate-record-title" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('profile.surrogate.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t('profile.surrogate.intro')}
      </Typography>
      {isPending ? (
        <Skeleton variant="text" width="60%" aria-label={t('common.loading')} />
      ) : error ? (
        <Alert severity="error">{`${t('profile.surrogate.loadFailed')} ${errorMessage(error, t)}`}</Alert>
      ) : sessions.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('profile.surrogate.none')}</Typography>
      ) : (
        <>
          <List dense aria-label={t('profile.surrogate.title')}>
            {sessions.map((s) => (
              <ListItem key={`${s.at}-${s.staffProfileId ?? 'x'}`} disableGutters>
                <ListItemText
                  primary={t('profile.surrogate.entry', {
                    name: s.staffName || t('profile.surrogate.unknownStaff'),
                    role: s.staffRoleId === null ? '' : t(`roles.${s.staffRoleId}`),
                  })}
                  secondary={formatDateTime(s.at)}
                />
              </ListItem>
            ))}
          </List>
          {hasNextPage && (
            <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {t('profile.surrogate.older')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
