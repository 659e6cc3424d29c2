import Stack from '@mui/material/Stack';
import { PARTICIPANT_PROGRAMS, participantListPickers, type PolicyActor } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { FilterSelect, type FilterOption } from '../../../app/lists/FilterSelect';
import { fullName, useAdvisors, useCompanies, useCompanyPrograms, useConsultants } from '../participantQueries';
import { programName } from '../general/programName';
import { useOfferedFlags } from '../general/useOfferedFlags';

/**
 * The filters the list has a control for, besides the flags the tenant offers (useOfferedFlags); any
 * other one from the address shows as a chip.
 */
export const CONTROLLED_FILTERS: readonly string[] = [
  'practiceId',
  'companyId',
  'advisorId',
  'consultantId',
  'program',
  'programId',
  'active',
];

interface Props {
  list: ListParamsApi;
  /** Filters the screen sets itself (e.g. the company's tab): their controls are hidden. */
  fixed: Readonly<Record<string, string>>;
  actor: PolicyActor;
}

const toId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** Which pickers the screen shows the actor (the others' filters, when the address has them, are chips). */
function pickersShown(actor: PolicyActor, fixed: Readonly<Record<string, string>>, filters: Record<string, string>) {
  const companyFixed = 'practiceId' in fixed || 'companyId' in fixed;
  const coachFixed = 'advisorId' in fixed || 'consultantId' in fixed;
  const chosenCompany = filters.practiceId ?? filters.companyId;
  const companyId = toId(fixed.practiceId ?? fixed.companyId ?? chosenCompany) ?? actor.companyId ?? undefined;
  const pickers = participantListPickers(actor);
  return {
    chosenCompany,
    companyId,
    company: pickers.company && !companyFixed && !coachFixed,
    advisor: pickers.advisor && !coachFixed && companyId !== undefined,
    consultant: pickers.consultant && !coachFixed && !companyFixed && chosenCompany === undefined,
    programs: pickers.programs && companyId !== undefined,
  };
}

/**
 * The filters of CONTROLLED_FILTERS whose picker this actor sees on this screen: a dashboard's link may set
 * others (an advisor's `practiceId`), which then show as removable chips rather than nowhere.
 */
export function filtersWithPickers(
  actor: PolicyActor,
  fixed: Readonly<Record<string, string>>,
  filters: Record<string, string>,
): string[] {
  const shown = pickersShown(actor, fixed, filters);
  return [
    ...(shown.company ? ['practiceId', 'companyId'] : []),
    ...(shown.advisor ? ['advisorId'] : []),
    ...(shown.consultant ? ['consultantId'] : []),
    ...('program' in fixed || 'programId' in fixed ? [] : ['program', 'programId']),
    ...('active' in fixed ? [] : ['active']),
  ];
}

/**
 * Company, coach, program, status and flag filters. A company admin, advisor or team member sees their
 * own company only, a consultant their own participants: those pickers are left out for them.
 */
export function ParticipantFilters({ list, fixed, actor }: Props) {
  const { t } = useTranslation();
  const { filters } = list;
  const shown = pickersShown(actor, fixed, filters);
  const { chosenCompany, companyId } = shown;
  const showCompany = shown.company;
  const showAdvisor = shown.advisor;
  const showConsultant = shown.consultant;
  const showPrograms = shown.programs;

  const flags = useOfferedFlags();
  const companies = useCompanies(showCompany).data ?? [];
  const advisors = useAdvisors(showAdvisor ? companyId : undefined).data ?? [];
  const consultants = useConsultants(showConsultant).data ?? [];
  const programs = useCompanyPrograms(showPrograms ? companyId : undefined).data ?? [];

  const yesNo = (on: string, off: string): FilterOption[] => [
    { value: 'true', label: on },
    { value: 'false', label: off },
  ];
  const programOptions: FilterOption[] = [
    ...PARTICIPANT_PROGRAMS.map((program) => ({ value: `program:${program}`, label: programName(t, program) })),
    ...programs.map((program) => ({ value: `programId:${program.id}`, label: program.name })),
  ];
  const programValue = filters.program
    ? `program:${filters.program}`
    : filters.programId
      ? `programId:${filters.programId}`
      : '';

  // Filter names are the list call's query parameters.
  const setAdvisor = (value: string) => list.setFilter('advisorId', value);
  const setConsultant = (value: string) => list.setFilter('consultantId', value);
  const setActive = (value: string) => list.setFilter('active', value);

  return (
    // The room beside the search field, filled (a row of the list's toolbar): sized by its pickers' contents,
    // their widths (min(100%, …)) would count as nothing and leave one picker a line.
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', flex: '1 1 320px' }}>
      {showCompany ? (
        <FilterSelect
          label={t('participants.company')}
          allLabel={t('participants.allCompanies')}
          value={chosenCompany ?? ''}
          options={companies.map((company) => ({ value: String(company.id), label: company.name }))}
          // Another company's advisor and programs mean nothing here.
          onChange={(value) =>
            list.setFilters({ practiceId: value, companyId: undefined, advisorId: undefined, programId: undefined })
          }
          minWidth={200}
        />
      ) : null}
      {showAdvisor ? (
        <FilterSelect
          label={t('participants.advisor')}
          allLabel={t('participants.allAdvisors')}
          value={filters.advisorId ?? ''}
          options={advisors.map((advisor) => ({ value: String(advisor.profileId), label: fullName(advisor) }))}
          onChange={setAdvisor}
          minWidth={200}
        />
      ) : null}
      {showConsultant ? (
        <FilterSelect
          label={t('participants.consultant')}
          allLabel={t('participants.allConsultants')}
          value={filters.consultantId ?? ''}
          options={consultants.map((consultant) => ({
            value: String(consultant.profileId),
            label: fullName(consultant),
          }))}
          onChange={setConsultant}
          minWidth={200}
        />
      ) : null}
      {'program' in fixed || 'programId' in fixed ? null : (
        <FilterSelect
          label={t('participants.program')}
          allLabel={t('participants.allPrograms')}
          value={programValue}
          options={programOptions}
          onChange={(value) => {
            const [kind, id] = value.split(/:(.*)/s);
            list.setFilters({
              program: kind === 'program' ? id : undefined,
              programId: kind === 'programId' ? id : undefined,
            });
          }}
          minWidth={200}
        />
      )}
      {'active' in fixed ? null : (
        <FilterSelect
          label={t('participants.status')}
          allLabel={t('participants.anyStatus')}
          value={filters.active ?? ''}
          options={yesNo(t('common.active'), t('common.inactive'))}
          onChange={setActive}
        />
      )}
      {flags
        .filter(({ flag }) => !(flag in fixed))
        .map(({ flag, label }) => (
          <FilterSelect
            key={flag}
            label={label}
            allLabel={t('participants.any')}
            value={filters[flag] ?? ''}
            options={yesNo(t('participants.on'), t('participants.off'))}
            onChange={(value) => list.setFilter(flag, value)}
            minWidth={180}
          />
        ))}
    </Stack>
  );
}
