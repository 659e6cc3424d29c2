import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../app/errors';
import { SearchField } from '../../../app/lists/SearchField';
import { useDefinitionFolders } from '../routinesQueries';
import { useSequenceFolders } from '../sequences/sequencesQueries';
import { useDefinitionChange } from '../useDefinitionChange';
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
type Chosen = ReadonlyMap<number, string>;

function toggled(map: Chosen, id: number, title: string, on: boolean): Chosen {
  const next = new Map(map);
  if (on) next.set(id, title);
  else next.delete(id);
  return next;
}

/** One section of the page: a heading, a search, a list of checkboxes and its pager. */
function PickSection({
  title,
  search,
  onSearch,
  searchLabel,
  loading,
  error,
  rows,
  chosen,
  onToggle,
  page,
  pageCount,
  onPage,
  empty,
  children,
}: {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  loading: boolean;
  error: unknown;
  rows: readonly { id: number; title: string; detail: string }[];
  chosen: Chosen;
  onToggle: (id: number, title: string, on: boolean) => void;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  empty: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <SearchField value={search} onChange={onSearch} label={searchLabel} />
        {loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
        {error ? <Alert severity="error">{errorMessage(error, t)}</Alert> : null}
        <FormGroup role="group" aria-labelledby={headingId}>
          {rows.map((row) => (
            <FormControlLabel
              key={row.id}
              control={
                <Checkbox
                  checked={chosen.has(row.id)}
                  onChange={(event) => onToggle(row.id, row.title, event.target.checked)}
                />
              }
              label={
                <span>
                  <span style={{ wordBreak: 'break-word' }}>{row.title}</span>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
                    {row.detail}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiCheckbox-root': { pt: 0.5 } }}
            />
          ))}
        </FormGroup>
        {!loading && rows.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {empty}
          </Typography>
        ) : null}
        {pageCount > 1 ? (
          <Pagination
            page={page}
            count={pageCount}
            onChange={(_event, next) => onPage(next)}
            size="small"
            getItemAriaLabel={(type, n) =>
              type === 'page' ? t('sharing.pager.page', { page: n }) : t(`sharing.pager.${type}`)
            }
          />
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /import-routines: the bulk import. Pick items, folders and routines shared with my practice and import
 * them into a folder of mine (chosen, or new): each chosen folder's items and each chosen item become
 * copies of my own in that folder ('Item imported!' / 'Items imported!'), each routine a routine of mine
 * in the folder of routines chosen ('Routine imported!'). The copies are independent of the originals.
 */
export default function ImportRoutinesPage() {
  const { t } = useTranslation();
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
