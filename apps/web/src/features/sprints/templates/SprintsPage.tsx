import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createSprintTemplateBodySchema, findRoute, type SprintTemplateSummary } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useErrorHandler } from '../../../app/errors';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { formatDate } from '../../../app/format/dates';
import { FilterSelect } from '../../../app/lists/FilterSelect';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import { useListParams } from '../../../app/lists/useListParams';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { ActionsMenu, type ActionsMenuItem } from '../../../app/ui/ActionsMenu';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { SprintShareDialog } from './SprintShareDialog';
import { createTemplate, deleteTemplate, duplicateTemplate } from '../sprintsApi';
import { SPRINTS_KEY, useTemplateList, type TemplateScope } from '../sprintsQueries';

export const sprintPath = (id: number) => `/sprints/${id}`;
const SCOPES: readonly TemplateScope[] = ['platform', 'company'];
const SCOPE_PARAM = 'scope';
const SPRINTS_ROUTE = findRoute('/sprints');

type RowAction = 'duplicate' | 'share' | 'delete';
type Dialog =
  | { kind: 'new' }
  | { kind: 'share'; template: SprintTemplateSummary }
  | { kind: 'delete'; template: SprintTemplateSummary };

function RowMenu({ template, onAction }: { template: SprintTemplateSummary; onAction: (action: RowAction) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries: Array<ActionsMenuItem<'open' | RowAction>> = [
    { action: 'open', label: t('sprints.open'), icon: <OpenInNewIcon /> },
    { action: 'duplicate', label: t('sprints.duplicate'), icon: <ContentCopyIcon /> },
  ];
  if (template.editable) {
    entries.push(
      { action: 'share', label: t('sprints.share'), icon: <ShareIcon /> },
      { action: 'delete', label: t('sprints.delete'), icon: <DeleteIcon /> },
    );
  }
  return (
    <ActionsMenu
      label={t('sprints.actions', { name: template.name })}
      items={entries}
      onAction={(action) => (action === 'open' ? void navigate(sprintPath(template.id)) : onAction(action))}
      small
    />
  );
}

/**
 * /sprints: the sprint templates (timed-release message series) the actor sees, a page at a time with a
 * search and the library's scope (platform, company); a new template (opened at once), open, duplicate,
 * share with practices and delete. A platform or shared template is read-only: duplicate it to change it.
 */
export default function SprintsPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const list = useListParams({ perPage: 20 });
  const scopeParam = list.filters[SCOPE_PARAM];
  const scope: TemplateScope = scopeParam === 'platform' || scopeParam === 'company' ? scopeParam : 'all';
  const templates = useTemplateList(list, scope);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: SPRINTS_KEY });

  const onRowAction = async (action: RowAction, template: SprintTemplateSummary) => {
    if (action === 'share') return setDialog({ kind: 'share', template });
    if (action === 'delete') return setDialog({ kind: 'delete', template });
    try {
      await duplicateTemplate(template);
      snackbar.show(t('sprints.duplicated'));
      await reload();
    } catch (error) {
      handleError(error);
    }
  };

  const columns: Column<SprintTemplateSummary>[] = [
    {
      key: 'name',
      label: t('sprints.nameColumn'),
      card: 'primary',
      render: (template) => (
        <>
          <Link
            component={RouterLink}
            to={sprintPath(template.id)}
            sx={{ overflowWrap: 'break-word', fontWeight: 500 }}
          >
            {template.name}
          </Link>
          {template.editable ? null : (
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {template.companyId === null ? t('sprints.platform') : t('sprints.readOnly')}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'days', label: t('sprints.daysColumn'), align: 'right', render: (template) => template.days },
    {
      key: 'messages',
      label: t('sprints.messagesColumn'),
      align: 'right',
      render: (template) => template.messageCount,
    },
    { key: 'updated', label: t('sprints.updatedColumn'), render: (template) => formatDate(template.updatedAt) },
    {
      key: 'actions',
      label: t('sprints.actionsColumn'),
      card: 'action',
      align: 'right',
      render: (template) => <RowMenu template={template} onAction={(action) => void onRowAction(action, template)} />,
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {SPRINTS_ROUTE ? titleOf(SPRINTS_ROUTE) : ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('sprints.search')} />
        <FilterSelect
          label={t('sprints.scope')}
          value={scope === 'all' ? '' : scope}
          options={SCOPES.map((value) => ({ value, label: t(`sprints.scopes.${value}`) }))}
          allLabel={t('sprints.scopes.all')}
          showAll
          onChange={(value) => list.setFilter(SCOPE_PARAM, value || undefined)}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'new' })}>
          {t('sprints.new')}
        </Button>
      </Stack>
      <PagedTable
        label={t('sprints.tableLabel')}
        columns={columns}
        rows={templates.data?.templates}
        meta={templates.data?._meta}
        rowKey={(template) => template.id}
        list={list}
        loading={templates.isFetching}
        error={templates.error}
        emptyText={list.search ? t('sprints.noMatch') : t('sprints.empty')}
      />

      <FormDialog
        open={dialog?.kind === 'new'}
        onClose={close}
        title={t('sprints.newTitle')}
        schema={createSprintTemplateBodySchema}
        defaultValues={{ name: '' }}
        submit={(body) => createTemplate(body.name)}
        successMessage={t('sprints.added')}
        submitLabel={t('sprints.create')}
        onDone={async (created) => {
          await navigate(sprintPath(created.id));
          void reload();
        }}
      >
        <FormTextField name="name" label={t('sprints.nameField')} required autoFocus />
      </FormDialog>
      {dialog?.kind === 'share' ? <SprintShareDialog template={dialog.template} onClose={close} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('sprints.deleteTitle')}
        confirmLabel={t('sprints.delete')}
        destructive
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await deleteTemplate(dialog.template);
            snackbar.show(t('sprints.deleted'));
          } catch (error) {
            handleError(error);
            void reload();
            throw error;
          }
          await reload();
        }}
      >
        {t('sprints.deleteText', { name: dialog?.kind === 'delete' ? dialog.template.name : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
