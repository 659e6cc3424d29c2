import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SentResource } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../app/format/dates';
import type { Column } from '../../../app/lists/PagedTable';
import { fileTypeLabel } from '../format';
import { ResourceThumbnail } from '../ResourceThumbnail';

/**
 * The columns both lists of sent media share (the staff's participant Media tab and the participant's own
 * My media): thumbnail and title opening the preview, type, when sent. Each list adds who sent it and its
 * own action.
 */
export function sentResourceColumns(t: TFunction, openPreview: (row: SentResource) => void): Column<SentResource>[] {
  return [
    {
      key: 'thumbnail',
      label: t('participantMedia.columnThumbnail'),
      card: 'lead',
      render: (row) => (
        <Box onClick={() => openPreview(row)} sx={{ cursor: 'pointer', width: 56 }}>
          <ResourceThumbnail resource={row} size={56} />
        </Box>
      ),
    },
    {
      key: 'title',
      label: t('participantMedia.columnTitle'),
      card: 'primary',
      render: (row) => (
        <Link
          component="button"
          type="button"
          onClick={() => openPreview(row)}
          sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
        >
          {row.title}
        </Link>
      ),
    },
    { key: 'type', label: t('participantMedia.columnType'), render: (row) => fileTypeLabel(row.fileTypeId, t) },
    { key: 'sentAt', label: t('participantMedia.columnSentAt'), render: (row) => formatDateTime(row.sentAt) },
  ];
}
