import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourseDefinition } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../app/format/dates';
import type { Column } from '../../../app/lists/PagedTable';
import { CourseCover, coursePath, VisibilityChip } from '../courseWords';
import { ImportCourseButton } from './ImportCourseButton';

/** A course's title, a link to it, with where an imported copy came from and "Update available". */
function CourseTitle({ course, library }: { course: CourseDefinition; library: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Link component={RouterLink} to={coursePath(course.id)} sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
        {course.title}
      </Link>
      {!library && course.source ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('courses.importedFrom', { author: course.source.authorName })}
        </Typography>
      ) : null}
      {!library && course.updateAvailable ? (
        <Chip size="small" color="warning" label={t('courses.updateAvailable')} />
      ) : null}
    </Stack>
  );
}

/** The columns of a /courses tab: My courses (visibility, participants), or the library (author, Import). */
export function useCourseColumns(library: boolean): Column<CourseDefinition>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const cover: Column<CourseDefinition> = {
      key: 'cover',
      label: t('courses.cover'),
      card: 'lead',
      render: (course) => <CourseCover course={course} size={48} />,
    };
    const title: Column<CourseDefinition> = {
      key: 'title',
      label: t('courses.titleColumn'),
      card: 'primary',
      render: (course) => <CourseTitle course={course} library={library} />,
    };
    const steps: Column<CourseDefinition> = {
      key: 'steps',
      label: t('courses.stepsColumn'),
      align: 'right',
      render: (course) => course.stepCount,
    };
    if (library) {
      return [
        cover,
        title,
        { key: 'author', label: t('courses.author'), render: (course) => course.authorName },
        steps,
        { key: 'updated', label: t('courses.updated'), render: (course) => formatDate(course.updatedAt) },
        {
          key: 'import',
          label: t('courses.actionsColumn'),
          card: 'action',
          align: 'right',
          render: (course) => <ImportCourseButton course={course} />,
        },
      ];
    }
    return [
      cover,
      title,
      steps,
      {
        key: 'participants',
        label: t('courses.participantsColumn'),
        align: 'right',
        render: (course) => course.participants,
      },
      {
        key: 'visibility',
        label: t('courses.visibilityLabel'),
        render: (course) => <VisibilityChip visibility={course.visibilityStatus} />,
      },
      { key: 'updated', label: t('courses.updated'), render: (course) => formatDate(course.updatedAt) },
    ];
  }, [t, library]);
}
