import DeleteIcon from '@mui/icons-material/Delete';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Resource, SentResource } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { useErrorHandler } from '../../../app/errors';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import { useListParams } from '../../../app/lists/useListParams';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { LibraryPickerDialog } from '../LibraryPickerDialog';
import { useProcessingReload } from '../useProcessingReload';
import { useMediaPreview } from '../media/preview/MediaPreviewProvider';
import { useUploadQueue } from '../media/upload/UploadQueueProvider';
import {
  participantMediaEndpoint,
  participantMediaKey,
  removeSent,
  sendResource,
  sendUpload,
} from './participantMediaApi';
import { sentResourceColumns } from './sentResourceColumns';
import { UploadAndSendDialog } from './UploadAndSendDialog';

/**
 * A participant's media (spec 001, /participants/{id}/user-library; the area listing what was sent to
 * them): a page of what they were sent, newest first, a preview on click, "Send from library", "Upload
 * and send" and removal from their media. Reloads while an item is processing.
 */
export function ParticipantMedia({ profileId, name }: { profileId: number; name: string }) {
  const { t } = useTranslation();
  const list = useListParams();
  const key = participantMediaKey(profileId);
  const media = usePagedEndpoint(key, participantMediaEndpoint, list, { params: { id: profileId } });
  useProcessingReload(media.data?.resources, () => void media.refetch());
  const preview = useMediaPreview();
  const uploads = useUploadQueue();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const queryClient = useQueryClient();
  const ownProfileId = useSession()?.claims.profile_id;
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<SentResource | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const sendFromLibrary = (resource: Resource) => {
    setPicking(false);
    sendResource(resource.id, profileId).then(
      async () => {
        snackbar.show(t('participantMedia.shared'));
        await refresh();
      },
      (error: unknown) => handleError(error),
    );
  };

  const uploadAndSend = (files: File[], compress: boolean) => {
    setUploading(false);
    uploads.enqueue(files, {
      kind: 'storage',
      label: name,
      onUploaded: async (file) => {
        await sendUpload(file.storageFileId, compress, profileId);
        snackbar.show(t('participantMedia.added'));
        await refresh();
      },
    });
  };

  const columns = useMemo<Column<SentResource>[]>(
    () => [
      ...sentResourceColumns(t, (row) => preview.open(row)),
      {
        key: 'sentBy',
        label: t('participantMedia.columnSentBy'),
        render: (row) =>
          row.senderName ??
          (row.senderProfileId === ownProfileId
            ? t('participantMedia.sentByYou')
            : t('participantMedia.sentByUnknown')),
      },
      {
        key: 'actions',
        label: t('participantMedia.columnActions'),
        card: 'action',
        align: 'right',
        render: (row) => (
          <IconButton aria-label={t('participantMedia.remove', { title: row.title })} onClick={() => setRemoving(row)}>
            <DeleteIcon />
          </IconButton>
        ),
      },
    ],
    [t, preview, ownProfileId],
  );

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('participantMedia.search')} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<LibraryAddIcon />} onClick={() => setPicking(true)}>
          {t('participantMedia.sendFromLibrary')}
        </Button>
        <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
          {t('participantMedia.uploadAndSend')}
        </Button>
      </Stack>
      <PagedTable
        label={t('participantMedia.tableLabel')}
        columns={columns}
        rows={media.data?.resources}
        meta={media.data?._meta}
        rowKey={(row) => row.sentId}
        list={list}
        loading={media.isFetching}
        error={media.error}
        emptyText={t('participantMedia.empty')}
      />
      <LibraryPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={sendFromLibrary}
        title={t('participantMedia.pickTitle')}
      />
      <UploadAndSendDialog open={uploading} name={name} onClose={() => setUploading(false)} onSend={uploadAndSend} />
      <ConfirmDialog
        open={removing !== null}
        title={t('participantMedia.removeTitle')}
        confirmLabel={t('participantMedia.removeConfirm')}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await removeSent(removing.sentId);
          } catch (error) {
            handleError(error);
            throw error;
          }
          snackbar.show(t('participantMedia.removed'));
          await refresh();
        }}
      >
        {t('participantMedia.removeText', { title: removing?.title ?? '', name })}
      </ConfirmDialog>
    </Stack>
  );
}
