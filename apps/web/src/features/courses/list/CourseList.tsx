import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { COURSE_VISIBILITIES, type CourseVisibility } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import { useListParams } from '../../../app/lists/useListParams';
import { useCourseList } from '../coursesQueries';
import { useCourseColumns } from './courseColumns';

const VISIBILITY_PARAM = 'visibility';
/** The chips of My courses, in the spec's order: All, Draft, Private, Library. */
const CHIPS: readonly (CourseVisibility | undefined)[] = [undefined, 'DRAFT', 'PRIVATE', 'ALL'];
const isVisibility = (value: string | undefined): value is CourseVisibility =>
  (COURSE_VISIBILITIES as readonly string[]).includes(value ?? '');

/**
 * One tab of /courses: a page of the user's courses (with the visibility chips: All, Draft, Private,
 * Library) or of the tenant's library, by title (search); page, search and chip in the address.
 */
export function CourseList({ library }: { library: boolean }) {
  const { t } = useTranslation();
  const list = useListParams({ perPage: 20 });
  const chosen = list.filters[VISIBILITY_PARAM];
  const visibility = isVisibility(chosen) ? chosen : undefined;
  const courses = useCourseList({
    library,
    page: list.page,
    perPage: list.perPage,
    search: list.search,
    visibility,
  });
  const columns = useCourseColumns(library);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('courses.search')} />
        {library ? null : (
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            role="group"
            aria-label={t('courses.visibilityFilter')}
            sx={{ flexWrap: 'wrap' }}
          >
            {CHIPS.map((value) => (
              <Chip
                key={value ?? 'any'}
                label={value ? t(`courses.visibility.${value}`) : t('courses.allVisibilities')}
                color={visibility === value ? 'primary' : 'default'}
                variant={visibility === value ? 'filled' : 'outlined'}
                aria-pressed={visibility === value}
                onClick={() => list.setFilter(VISIBILITY_PARAM, value)}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <PagedTable
        label={library ? t('courses.tab.library') : t('courses.tab.mine')}
        columns={columns}
        rows={courses.data?.content}
        meta={courses.data?._meta}
        rowKey={(course) => course.id}
        list={list}
        loading={courses.isFetching}
        error={courses.error}
        emptyText={
          list.search || visibility ? t('courses.noMatch') : library ? t('courses.libraryEmpty') : t('courses.empty')
        }
      />
    </Stack>
  );
}
