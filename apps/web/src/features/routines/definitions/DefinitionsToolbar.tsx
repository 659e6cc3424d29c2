import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFINITION_KINDS, type DefinitionKind } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../app/lists/SearchField';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import type { LibraryScope } from '../routinesQueries';

/** The address's parameters of the filters. */
export const KIND_PARAM = 'kind';
export const SCOPE_PARAM = 'scope';
export const FOLDER_PARAM = 'folderId';

interface DefinitionsToolbarProps {
  list: ListParamsApi;
  kind: DefinitionKind | undefined;
  scope: LibraryScope;
  /** The scope filter: only for practice staff (the platform team keeps the platform's library alone). */
  showScope: boolean;
  /** New exercise, circuit, activity (absent: the actor keeps no library). */
  onCreate?: (kind: DefinitionKind) => void;
}

const SCOPES: readonly LibraryScope[] = ['all', 'platform', 'company'];

/** New exercise / circuit / activity, the search, the kind filter and the library (scope) filter. */
export function DefinitionsToolbar({ list, kind, scope, showScope, onCreate }: DefinitionsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {onCreate ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {DEFINITION_KINDS.map((k, index) => (
            <Button
              key={k}
              variant={index === 0 ? 'contained' : 'outlined'}
              startIcon={<AddIcon />}
              onClick={() => onCreate(k)}
            >
              {t(`routines.new.${k}`)}
            </Button>
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('routines.search')} />
        <Box sx={{ flexGrow: 1, display: { xs: 'none', md: 'block' } }} />
        <TextField
          select
          size="small"
          label={t('routines.filterKind')}
          value={kind ?? ''}
          onChange={(event) => list.setFilter(KIND_PARAM, event.target.value || undefined)}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('routines.filterAllKinds')}</MenuItem>
          {DEFINITION_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`routines.kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        {showScope ? (
          <TextField
            select
            size="small"
            label={t('routines.filterScope')}
            value={scope}
            onChange={(event) =>
              list.setFilter(SCOPE_PARAM, event.target.value === 'all' ? undefined : event.target.value)
            }
            sx={{ minWidth: 180 }}
          >
            {SCOPES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`routines.scope.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </Stack>
  );
}
