import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SentResource } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import { useListParams } from '../../../app/lists/useListParams';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { useProcessingReload } from '../useProcessingReload';
import { downloadResource } from '../media/download';
import { useMediaPreview } from '../media/preview/MediaPreviewProvider';
import { sentResourceColumns } from './sentResourceColumns';
import { participantMediaEndpoint, participantMediaKey } from './participantMediaApi';

/**
 * /my-media (a participant's own): what their advisor or coach sent them, newest first (GET
 * /ml/participants/{own profile id}/resources, the participantMedia policy's own case), each opening the
 * preview dialog (PDF pages, video, picture) with its download. Nothing here changes anything.
 */
export default function MyMediaPage() {
  const { t } = useTranslation();
  const profileId = useSession()?.claims.profile_id ?? 0;
  const list = useListParams();
  const media = usePagedEndpoint(participantMediaKey(profileId), participantMediaEndpoint, list, {
    params: { id: profileId },
  });
  useProcessingReload(media.data?.resources, () => void media.refetch());
  const preview = useMediaPreview();

  const columns = useMemo<Column<SentResource>[]>(
    () => [
      ...sentResourceColumns(t, (row) => preview.open(row)),
      {
        key: 'sentBy',
        label: t('participantMedia.mine.sentBy'),
        render: (row) => row.senderName ?? t('participantMedia.sentByUnknown'),
      },
      {
        key: 'actions',
        label: t('participantMedia.columnActions'),
        card: 'action',
        align: 'right',
        render: (row) => (
          <IconButton
            aria-label={t('participantMedia.mine.download', { title: row.title })}
            onClick={() => void downloadResource(row)}
          >
            <DownloadIcon />
          </IconButton>
        ),
      },
    ],
    [t, preview],
  );

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('participantMedia.mine.title')}
        </Typography>
        <Typography color="text.secondary">{t('participantMedia.mine.intro')}</Typography>
      </Box>
      <SearchField value={list.search} onChange={list.setSearch} label={t('participantMedia.search')} />
      <PagedTable
        label={t('participantMedia.mine.tableLabel')}
        columns={columns}
        rows={media.data?.resources}
        meta={media.data?._meta}
        rowKey={(row) => row.sentId}
        list={list}
        loading={media.isFetching}
        error={media.error}
        emptyText={t('participantMedia.mine.empty')}
      />
    </Stack>
  );
}
