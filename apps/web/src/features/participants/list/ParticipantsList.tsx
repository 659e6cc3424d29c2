import Stack from '@mui/material/Stack';
import { endpoints, placementChoices } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { PagedTable } from '../../../app/lists/PagedTable';
import { SearchField } from '../../../app/lists/SearchField';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { useListParams } from '../../../app/lists/useListParams';
import { FilterChips } from './FilterChips';
import { useParticipantColumns } from './participantColumns';
import { CONTROLLED_FILTERS, filtersWithPickers, ParticipantFilters } from './ParticipantFilters';
import { participantsListKey } from '../participantQueries';
import { useOfferedFlags } from '../general/useOfferedFlags';

const NO_FILTERS: Readonly<Record<string, string>> = {};

export interface ParticipantsListProps {
  /**
   * Filters the screen sets itself, sent with every call and without a control: e.g. `{ practiceId: '3' }`
   * on a company's tab, `{ consultantId: '12' }` on a consultant's.
   */
  fixed?: Readonly<Record<string, string>>;
  /** The table's accessible name, e.g. "Participants of Acme". */
  label: string;
}

/**
 * The participants list: search (name, e-mail), filters, sortable columns and paging, all kept in the
 * address (useListParams), so a dashboard's link lands on the same list; a filter of the address the
 * screen has no control for is still sent and shown as a removable chip.
 */
export function ParticipantsList({ fixed = NO_FILTERS, label }: ParticipantsListProps) {
  const { t } = useTranslation();
  const list = useListParams({ sort: 'lastName' });
  const actor = useActor();
  const { data, error, isFetching } = usePagedEndpoint(participantsListKey, endpoints.participants.list, list, {
    extraQuery: fixed,
  });
  // Practice staff's participants are all of their own practice: no company column.
  const practiceStaff = actor !== null && placementChoices(actor).ownPracticeId !== undefined;
  const hidden = useMemo(
    () => new Set('practiceId' in fixed || 'companyId' in fixed || practiceStaff ? ['company'] : []),
    [fixed, practiceStaff],
  );
  const columns = useParticipantColumns(hidden);
  // A fixed filter is the screen's own: it never shows as a chip even when the address repeats it.
  const flags = useOfferedFlags();
  // A filter whose picker is not shown to this actor (an advisor's practiceId from a dashboard) is a chip too.
  const controlled = useMemo(
    () =>
      new Set([
        ...(actor ? filtersWithPickers(actor, fixed, list.filters) : CONTROLLED_FILTERS),
        ...flags.map(({ flag }) => flag),
        ...Object.keys(fixed),
      ]),
    [actor, flags, fixed, list.filters],
  );
  const chipLabels = useMemo(
    () => ({
      ...(actor?.companyId !== null && actor?.companyId !== undefined
        ? { [`practiceId=${actor.companyId}`]: t('participants.chipOwnCompany') }
        : {}),
    }),
    [actor, t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <SearchField value={list.search} onChange={list.setSearch} label={t('participants.search')} />
        {actor ? <ParticipantFilters list={list} fixed={fixed} actor={actor} /> : null}
      </Stack>
      <FilterChips list={list} controlled={controlled} labels={chipLabels} />
      <PagedTable
        label={label}
        columns={columns}
        rows={data?.participants}
        meta={data?._meta}
        rowKey={(participant) => participant.id}
        list={list}
        loading={isFetching}
        error={error}
        emptyText={t('participants.empty')}
      />
    </Stack>
  );
}
