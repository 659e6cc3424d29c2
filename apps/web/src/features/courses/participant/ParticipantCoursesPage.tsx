import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { endpoints, type ParticipantCourse } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../app/format/dates';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { useListParams } from '../../../app/lists/useListParams';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { participantCourseListKey, useCourseNews } from '../coursesQueries';
import { AssignmentStatusChip, CourseProgress, participantCoursePath } from '../courseWords';

/**
 * /participants/{id}/courses: the courses assigned to the participant, a page at a time, each with its
 * status, a progress bar (steps done of all), and when it was assigned and completed; a course opens its
 * steps (/participants/{id}/courses/{courseId}). Read again when the participant completes one.
 */
export default function ParticipantCoursesPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().id);
  useCourseNews();
  const list = useListParams();
  const courses = usePagedEndpoint(participantCourseListKey(userId), endpoints.courses.ofParticipant, list, {
    params: { id: userId },
    enabled: Number.isInteger(userId) && userId > 0,
  });
  const columns = useColumns(userId);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <PagedTable
        label={t('courses.participant.tableLabel')}
        columns={columns}
        rows={courses.data?.content}
        meta={courses.data?._meta}
        rowKey={(row) => row.course.id}
        list={list}
        loading={courses.isFetching}
        error={courses.error}
        emptyText={t('courses.participant.none')}
      />
    </Stack>
  );
}

function useColumns(userId: number): Column<ParticipantCourse>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'course',
        label: t('courses.participant.course'),
        card: 'primary',
        render: (row) => (
          <Link
            component={RouterLink}
            to={participantCoursePath(userId, row.course.id)}
            sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}
          >
            {row.course.title}
          </Link>
        ),
      },
      {
        key: 'status',
        label: t('courses.statusLabel'),
        render: (row) => <AssignmentStatusChip status={row.assignmentStatus} />,
      },
      {
        key: 'progress',
        label: t('courses.participant.progress'),
        render: (row) => <CourseProgress done={row.stepsDone} total={row.stepCount} />,
      },
      { key: 'assigned', label: t('courses.assignedAt'), render: (row) => formatDate(row.assignedAt) },
      {
        key: 'completed',
        label: t('courses.completedAt'),
        render: (row) => (row.completedAt ? formatDate(row.completedAt) : ''),
      },
    ],
    [t, userId],
  );
}
