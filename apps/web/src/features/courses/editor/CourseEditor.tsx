import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { can, type CourseDefinition } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActor } from '../../../app/auth/useActor';
import { VisibilityChip } from '../courseWords';
import { useCourseSteps } from '../coursesQueries';
import { ImportCourseButton } from '../list/ImportCourseButton';
import { AssignDialog } from './AssignDialog';
import { CourseDetailsForm } from './CourseDetailsForm';
import { CourseParticipantsTab } from './CourseParticipantsTab';
import { CoursePreviewDialog } from './CoursePreviewDialog';
import { BackToCourses, CourseSummary, LibraryNotice, UpdateBanner } from './CourseNotices';
import { DeleteCourseDialog } from './DeleteCourseDialog';
import { StepsSection } from './StepsSection';

const TAB_PARAM = 'tab';
const EDITOR_TABS = ['course', 'participants'] as const;
type EditorTab = (typeof EDITOR_TABS)[number];
type Dialog = 'preview' | 'assign' | 'delete';

/**
 * /courses/{id}: a course of the user's own (its fields, its steps to add, change, reorder and delete,
 * "Assign" (not a draft), its participants' progress in their tab, "Delete", and the source's update to
 * pull on an imported copy), or one of the library read as it is, to import. "Preview as participant"
 * either way.
 */
export function CourseEditor({ course }: { course: CourseDefinition }) {
  const { t } = useTranslation();
  const actor = useActor();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const steps = useCourseSteps(course.id);
  const mayChange = can(actor, 'course.change', course);
  const mayAssign = can(actor, 'course.assign', course);
  const draft = course.visibilityStatus === 'DRAFT';
  const tab: EditorTab = mayChange && params.get(TAB_PARAM) === 'participants' ? 'participants' : 'course';
  const select = (next: EditorTab) =>
    setParams(next === 'course' ? new URLSearchParams() : new URLSearchParams({ [TAB_PARAM]: next }), {
      replace: true,
    });
  const close = () => setDialog(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <BackToCourses />
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {course.title}
        </Typography>
        <VisibilityChip visibility={course.visibilityStatus} />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<VisibilityIcon />}
          disabled={!steps.data}
          onClick={() => setDialog('preview')}
        >
          {t('courses.preview.open')}
        </Button>
        {mayAssign ? (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            disabled={draft}
            aria-describedby={draft ? `${id}-draft` : undefined}
            onClick={() => setDialog('assign')}
          >
            {t('courses.assign.open')}
          </Button>
        ) : null}
        {mayChange ? (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
            {t('courses.delete')}
          </Button>
        ) : (
          <ImportCourseButton course={course} variant="contained" />
        )}
        {mayAssign && draft ? (
          <Typography id={`${id}-draft`} variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {t('courses.draftNotAssignable')}
          </Typography>
        ) : null}
      </Stack>
      {mayChange ? <UpdateBanner course={course} /> : <LibraryNotice course={course} />}
      {mayChange ? (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} onChange={(_event, next: EditorTab) => select(next)} aria-label={t('courses.editorTabs')}>
            {EDITOR_TABS.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`courses.tab.${name}`, { count: course.participants })}
                id={`${id}-tab-${name}`}
                aria-controls={`${id}-panel`}
              />
            ))}
          </Tabs>
        </Box>
      ) : null}
      <Box
        role={mayChange ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={mayChange ? `${id}-tab-${tab}` : undefined}
      >
        {tab === 'participants' ? (
          <CourseParticipantsTab course={course} />
        ) : (
          <Stack spacing={3}>
            {mayChange ? <CourseDetailsForm course={course} /> : <CourseSummary course={course} />}
            <StepsSection course={course} />
          </Stack>
        )}
      </Box>
      {dialog === 'preview' && steps.data ? (
        <CoursePreviewDialog course={course} steps={steps.data} onClose={close} />
      ) : null}
      {dialog === 'assign' ? <AssignDialog course={course} onClose={close} /> : null}
      <DeleteCourseDialog course={course} open={dialog === 'delete'} onClose={close} />
    </Stack>
  );
}
