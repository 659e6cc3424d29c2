import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AssignmentStatus, CourseDefinition, CourseVisibility } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceThumbnail } from '../library/ResourceThumbnail';

/** Where staff edit a course, and where they read one participant's progress through it. */
export const coursePath = (id: number) => `/courses/${id}`;
export const participantCoursePath = (userId: number, courseId: number) =>
  `/participants/${userId}/courses/${courseId}`;
/** Where the participant goes through a course. */
export const myCoursePath = (courseId: number) => `/my-day/courses/${courseId}`;

const VISIBILITY_COLORS: Record<CourseVisibility, 'default' | 'info' | 'success'> = {
  DRAFT: 'default',
  PRIVATE: 'info',
  ALL: 'success',
};

/** A course's visibility: Draft, Private (my participants), Library (everyone). */
export function VisibilityChip({ visibility }: { visibility: CourseVisibility }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={VISIBILITY_COLORS[visibility]}
      label={t(`courses.visibility.${visibility}`)}
    />
  );
}

const STATUS_COLORS: Record<AssignmentStatus, 'default' | 'info' | 'success'> = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
};

/** A participant's status in a course: Not started, In progress, Completed. */
export function AssignmentStatusChip({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`courses.status.${status}`)} />;
}

/** A course's picture: its cover's thumbnail, or a school icon when it has none. Named by the title. */
export function CourseCover({
  course,
  size = 56,
}: {
  course: Pick<CourseDefinition, 'title' | 'media'>;
  size?: number;
}) {
  if (course.media) return <ResourceThumbnail resource={{ ...course.media, title: course.title }} size={size} />;
  return (
    <Box
      role="img"
      aria-label={course.title}
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
      }}
    >
      <SchoolIcon sx={{ fontSize: Math.round(size * 0.55), color: 'text.secondary' }} aria-hidden />
    </Box>
  );
}

/** How far someone is through a course: a bar and "2 of 5 steps done", the bar named by its words. */
export function CourseProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const value = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-labelledby={labelId}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography id={labelId} variant="caption" color="text.secondary">
        {t('courses.progress', { done, count: total })}
      </Typography>
    </Stack>
  );
}
