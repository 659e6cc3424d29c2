import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ASSIGNMENT_STATUSES,
  endpoints,
  type AssignmentStatus,
  type CourseDefinition,
  type CourseParticipant,
} from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../app/format/dates';
import { FilterSelect } from '../../../app/lists/FilterSelect';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import { useListParams } from '../../../app/lists/useListParams';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { courseParticipantsKey, useCourseNews } from '../coursesQueries';
import { AssignmentStatusChip, CourseProgress, participantCoursePath } from '../courseWords';

const STATUS_PARAM = 'status';
const isStatus = (value: string | undefined): value is AssignmentStatus =>
  (ASSIGNMENT_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The editor's Participants tab (GET .../participants): who has the course, a page at a time, by name and
 * status, each with their status (Not started, In progress, Completed), the step reached and the dates; a
 * name opens their progress through it. Read again when a participant completes it.
 */
export function CourseParticipantsTab({ course }: { course: CourseDefinition }) {
  const { t } = useTranslation();
  useCourseNews();
  const list = useListParams();
  const chosen = list.filters[STATUS_PARAM];
  const status = isStatus(chosen) ? chosen : undefined;
  // The call's own parameters only (the address also holds the tab).
  const query = useMemo(
    () => ({
      query: {
        page: list.page,
        perPage: list.perPage,
        ...(list.search ? { search: list.search } : {}),
        ...(status ? { assignmentStatus: status } : {}),
      },
    }),
    [list.page, list.perPage, list.search, status],
  );
  const rows = usePagedEndpoint(courseParticipantsKey(course.id), endpoints.courses.participants, query, {
    params: { id: course.id },
  });
  const columns = useColumns(course.id);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1.5}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('courses.participantsTab.search')} />
        <FilterSelect
          label={t('courses.statusLabel')}
          value={status ?? ''}
          allLabel={t('common.all')}
          showAll
          options={ASSIGNMENT_STATUSES.map((value) => ({ value, label: t(`courses.status.${value}`) }))}
          onChange={(value) => list.setFilter(STATUS_PARAM, value)}
        />
      </Stack>
      <PagedTable
        label={t('courses.participantsTab.label')}
        columns={columns}
        rows={rows.data?.content}
        meta={rows.data?._meta}
        rowKey={(row) => row.participant.userId}
        list={list}
        loading={rows.isFetching}
        error={rows.error}
        emptyText={list.search || status ? t('courses.participantsTab.noMatch') : t('courses.participantsTab.none')}
      />
    </Stack>
  );
}

function useColumns(courseId: number): Column<CourseParticipant>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'participant',
        label: t('courses.participantsTab.participant'),
        card: 'primary',
        render: (row) => (
          <Link component={RouterLink} to={participantCoursePath(row.participant.userId, courseId)}>
            {row.participant.fullName}
          </Link>
        ),
      },
      {
        key: 'status',
        label: t('courses.statusLabel'),
        render: (row) => <AssignmentStatusChip status={row.assignmentStatus} />,
      },
      {
        key: 'step',
        label: t('courses.participantsTab.step'),
        render: (row) => (
          <Stack spacing={0.5}>
            <CourseProgress done={row.stepsDone} total={row.stepCount} />
            {row.currentStep ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('courses.participantsTab.reached', { title: row.currentStep.title })}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      { key: 'assigned', label: t('courses.assignedAt'), render: (row) => formatDate(row.assignedAt) },
      {
        key: 'last',
        label: t('courses.participantsTab.lastActivity'),
        render: (row) => (row.lastActivityAt ? formatDate(row.lastActivityAt) : ''),
      },
      {
        key: 'completed',
        label: t('courses.completedAt'),
        render: (row) => (row.completedAt ? formatDate(row.completedAt) : ''),
      },
    ],
    [t, courseId],
  );
}
