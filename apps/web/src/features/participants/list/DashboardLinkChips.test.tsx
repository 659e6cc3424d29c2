import { Role, type PolicyActor, type RoleId } from '@stride/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { useListParams } from '../../../app/lists/useListParams';
import { renderWithApp } from '../../../test/render';
import { FilterChips } from './FilterChips';
import { filtersWithPickers } from './ParticipantFilters';

const actorOf = (role: RoleId, companyId: number | null): PolicyActor => ({
  userId: 1,
  profileId: 2,
  role,
  companyId,
  advisorProfileId: null,
  consultantProfileId: null,
  surrogate: false,
});

/** The list's chips as ParticipantsList wires them: the filters without a picker for this actor. */
function Harness({ actor }: { actor: PolicyActor }) {
  const list = useListParams({ sort: 'lastName' });
  const controlled = useMemo(() => new Set(filtersWithPickers(actor, {}, list.filters)), [actor, list.filters]);
  return (
    <>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <FilterChips list={list} controlled={controlled} labels={{ [`practiceId=${actor.companyId}`]: 'Your company' }} />
    </>
  );
}

const query = () => JSON.parse(screen.getByLabelText('query').textContent ?? '{}') as Record<string, unknown>;

describe("a list opened from a dashboard's number", () => {
  it("shows an advisor the company filter of a 'Show all' link as a chip, which removes it from the list call", () => {
    const { router } = renderWithApp(<Harness actor={actorOf(Role.Advisor, 3)} />, {
      path: '/participants?practiceId=3&active=true&signedIn=false',
    });
    // Status has its own picker; the company and "never signed in" have none for an advisor.
    expect(screen.queryByRole('button', { name: /Active/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove filter: Your company' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter: Never signed in' })).toBeTruthy();
    expect(query()).toMatchObject({ practiceId: '3', active: 'true', signedIn: 'false' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Your company' }));
    expect(screen.queryByRole('button', { name: 'Remove filter: Your company' })).toBeNull();
    expect(query()).not.toHaveProperty('practiceId');
    expect(router.state.location.search).toBe('?active=true&signedIn=false');
  });

  it("leaves an advisor's own advisor filter to its picker, and an admin's company to the company picker", () => {
    renderWithApp(<Harness actor={actorOf(Role.Advisor, 3)} />, { path: '/participants?advisorId=6&active=false' });
    expect(screen.queryByRole('group', { name: 'Other filters' })).toBeNull();
    expect(filtersWithPickers(actorOf(Role.Admin, null), {}, { practiceId: '3' })).toEqual(
      expect.arrayContaining(['practiceId', 'advisorId', 'active']),
    );
    // A consultant has no advisor picker: a dashboard's advisor filter would be a chip.
    expect(filtersWithPickers(actorOf(Role.Consultant, null), {}, {})).not.toContain('advisorId');
  });
});
