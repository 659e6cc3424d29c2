import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { Link as RouterLink } from 'react-router';
import { useDefinitionFolders } from '../routinesQueries';
import { useSequenceFolders } from '../sequences/sequencesQueries';
import { useDefinitionChange } from '../definitions/useDefinitionChange';
import { PickSection, toggled, type Chosen } from './PickSection';
import { FolderTargetField, resolveFolderTarget, type FolderTarget } from './FolderTargetField';
import {
  importSharedItems,
  importSharedSequence,
  sharedFolderItemIds,
  useSharedFolders,
  useSharedItems,
  useSharedSequences,
} from './sharingApi';
import { useRoutinesWord } from './useRoutinesWord';

const PER_PAGE = 20;
/**
 * /import-routines: the bulk import. Pick items, folders and routines shared with my practice and import
 * them into a folder of mine (chosen, or new): each chosen folder's items and each chosen item become
 * copies of my own in that folder ('Item imported!' / 'Items imported!'), each routine a routine of mine
 * in the folder of routines chosen ('Routine imported!'). The copies are independent of the originals.
 */
export default function ImportRoutinesPage() {
  const { t } = useTenantTranslation();
  const word = useRoutinesWord();
  const [itemSearch, setItemSearch] = useState('');
  const [itemPage, setItemPage] = useState(1);
  const [folderSearch, setFolderSearch] = useState('');
  const [folderPage, setFolderPage] = useState(1);
  const [routineSearch, setRoutineSearch] = useState('');
  const [routinePage, setRoutinePage] = useState(1);
  const [items, setItems] = useState<Chosen>(new Map());
  const [folders, setFolders] = useState<Chosen>(new Map());
  const [routines, setRoutines] = useState<Chosen>(new Map());
  const [target, setTarget] = useState<FolderTarget>({ kind: 'none' });
  const [routineTarget, setRoutineTarget] = useState<FolderTarget>({ kind: 'none' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [routineFieldError, setRoutineFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<{ folderId: number | null } | null>(null);
  const { busy, failure, setFailure, run } = useDefinitionChange(() => undefined);

  const ownFolders = (useDefinitionFolders('company').data ?? []).filter((f) => f.editable);
  const ownRoutineFolders = (useSequenceFolders().data ?? []).filter((f) => f.editable);
  const sharedItems = useSharedItems('RECEIVED', {
    page: itemPage,
    perPage: PER_PAGE,
    ...(itemSearch ? { search: itemSearch } : {}),
  });
  const sharedFolders = useSharedFolders({
    page: folderPage,
    perPage: PER_PAGE,
    folderSharedStrategy: 'RECEIVED',
    ...(folderSearch ? { search: folderSearch } : {}),
  });
  const sharedRoutines = useSharedSequences({
    page: routinePage,
    perPage: PER_PAGE,
    direction: 'RECEIVED',
    ...(routineSearch ? { search: routineSearch } : {}),
  });
  const total = items.size + folders.size + routines.size;

  const from = (share: { fromCompany: { name: string } | null; sharedBy: { name: string } | null }) =>
    t('sharing.fromDetail', {
      from: share.fromCompany?.name ?? t('sharing.platformLibrary'),
      by: share.sharedBy?.name ?? '—',
    });

  const submit = async () => {
    setDone(null);
    if (total === 0) {
      setFailure(t('sharing.chooseSomething'));
      return;
    }
    const badName = (value: FolderTarget) => value.kind === 'new' && value.title.trim() === '';
    setFieldError(badName(target) ? t('sharing.folderNameRequired') : null);
    setRoutineFieldError(routines.size > 0 && badName(routineTarget) ? t('sharing.folderNameRequired') : null);
    if (badName(target) || (routines.size > 0 && badName(routineTarget))) return;
    // The spec's words: one item, several (a folder counts as several), or routines alone.
    const message =
      items.size + folders.size === 0
        ? t('sharing.routineImported')
        : items.size === 1 && folders.size === 0
          ? t('sharing.itemImported')
          : t('sharing.itemsImported');
    let folderId: number | null = null;
    await run(
      async () => {
        const ids = new Set(items.keys());
        for (const id of folders.keys()) for (const itemId of await sharedFolderItemIds(id)) ids.add(itemId);
        if (ids.size > 0) {
          folderId = await resolveFolderTarget(target, 'DEFINITIONS');
          await importSharedItems([...ids], folderId);
        }
        if (routines.size > 0) {
          const routineFolderId = await resolveFolderTarget(routineTarget, 'SEQUENCES');
          for (const id of routines.keys()) await importSharedSequence(id, routineFolderId);
        }
      },
      message,
      {
        onDone: () => {
          setItems(new Map());
          setFolders(new Map());
          setRoutines(new Map());
          setTarget({ kind: 'none' });
          setRoutineTarget({ kind: 'none' });
          setDone({ folderId });
        },
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        {t('sharing.importTitle', { routines: word })}
      </Typography>
      <Typography variant="body2">{t('sharing.importIntro')}</Typography>
      {done ? (
        <Alert severity="success">
          {t('sharing.importDone')}{' '}
          <Link
            component={RouterLink}
            to={done.folderId === null ? '/routines' : `/routines?folderId=${done.folderId}`}
          >
            {t('sharing.openLibrary')}
          </Link>
        </Alert>
      ) : null}
      <PickSection
        title={t('sharing.tab.folders')}
        search={folderSearch}
        onSearch={(value) => {
          setFolderSearch(value);
          setFolderPage(1);
        }}
        searchLabel={t('sharing.searchFolders')}
        loading={sharedFolders.isFetching}
        error={sharedFolders.error}
        rows={(sharedFolders.data?.folders ?? []).map((f) => ({
          id: f.id,
          title: f.title,
          detail: `${t('sharing.itemCount', { count: f.itemCount })} · ${from(f.share)}`,
        }))}
        chosen={folders}
        onToggle={(id, title, on) => setFolders((m) => toggled(m, id, title, on))}
        page={folderPage}
        pageCount={sharedFolders.data?._meta.pageCount ?? 1}
        onPage={setFolderPage}
        empty={t('sharing.noFolders')}
      />
      <PickSection
        title={t('sharing.tab.items')}
        search={itemSearch}
        onSearch={(value) => {
          setItemSearch(value);
          setItemPage(1);
        }}
        searchLabel={t('sharing.search')}
        loading={sharedItems.isFetching}
        error={sharedItems.error}
        rows={(sharedItems.data?.items ?? []).map((d) => ({
          id: d.id,
          title: d.title,
          detail: `${t(`routines.kind.${d.kind}`)} · ${from(d.share)}`,
        }))}
        chosen={items}
        onToggle={(id, title, on) => setItems((m) => toggled(m, id, title, on))}
        page={itemPage}
        pageCount={sharedItems.data?._meta.pageCount ?? 1}
        onPage={setItemPage}
        empty={t('sharing.noneReceived')}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FolderTargetField
          folders={ownFolders}
          value={target}
          onChange={setTarget}
          error={fieldError}
          disabled={busy}
          label={t('sharing.targetFolder')}
        />
      </Paper>
      <PickSection
        title={word}
        search={routineSearch}
        onSearch={(value) => {
          setRoutineSearch(value);
          setRoutinePage(1);
        }}
        searchLabel={t('sharing.searchRoutines')}
        loading={sharedRoutines.isFetching}
        error={sharedRoutines.error}
        rows={(sharedRoutines.data?.items ?? []).map((r) => ({
          id: r.id,
          title: r.title,
          detail: `${t('sharing.daysCount', { count: r.days })} · ${from(r.share)}`,
        }))}
        chosen={routines}
        onToggle={(id, title, on) => setRoutines((m) => toggled(m, id, title, on))}
        page={routinePage}
        pageCount={sharedRoutines.data?._meta.pageCount ?? 1}
        onPage={setRoutinePage}
        empty={t('sharing.noRoutinesReceived')}
      >
        <FolderTargetField
          folders={ownRoutineFolders}
          value={routineTarget}
          onChange={setRoutineTarget}
          error={routineFieldError}
          disabled={busy}
          label={t('sharing.routineFolder')}
        />
      </PickSection>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button variant="contained" startIcon={<DownloadIcon />} loading={busy} onClick={() => void submit()}>
          {t('sharing.importChosen')}
        </Button>
        <Typography variant="body2" role="status">
          {total > 0 ? t('sharing.chosenCount', { count: total }) : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
