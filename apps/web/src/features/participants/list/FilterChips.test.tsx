import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListParams } from '../../../app/lists/useListParams';
import { renderWithApp } from '../../../test/render';
import { FilterChips } from './FilterChips';
import { CONTROLLED_FILTERS } from './ParticipantFilters';

const controlled = new Set(CONTROLLED_FILTERS);

function Harness() {
  const list = useListParams({ sort: 'lastName' });
  return (
    <>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <button type="button" onClick={() => list.setFilters({ practiceId: '4', advisorId: undefined })}>
        company
      </button>
      <FilterChips list={list} controlled={controlled} />
    </>
  );
}

const query = () => JSON.parse(screen.getByLabelText('query').textContent ?? '{}') as Record<string, unknown>;

describe('FilterChips', () => {
  it("names the dashboards' filters, leaves the controlled ones to their controls and removes a chip", () => {
    const { router } = renderWithApp(<Harness />, {
      path: '/participants?active=true&signedIn=false&notSignedInFrom=2026-11-01T00:00:00.000Z&tag=x&page=2',
    });
    expect(screen.queryByRole('button', { name: /Active/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove filter: Never signed in' })).toBeTruthy();
    const since = screen.getByRole('button', { name: /^Remove filter: Not signed in since 1[01]\/\d\d\/2026/ });
    expect(since).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter: Filter: tag = x' })).toBeTruthy();
    // Still sent with the list call.
    expect(query()).toMatchObject({ signedIn: 'false', tag: 'x', active: 'true', page: 2 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter: Never signed in' }));
    expect(screen.queryByRole('button', { name: 'Remove filter: Never signed in' })).toBeNull();
    expect(router.state.location.search).not.toContain('signedIn');
    expect(query()).toMatchObject({ page: 1, active: 'true' });
  });

  it('sets several filters in one step (a company and no advisor)', () => {
    const { router } = renderWithApp(<Harness />, { path: '/participants?advisorId=9&page=3' });
    fireEvent.click(screen.getByRole('button', { name: 'company' }));
    expect(query()).toMatchObject({ practiceId: '4', page: 1 });
    expect(query()).not.toHaveProperty('advisorId');
    expect(router.state.location.search).toBe('?practiceId=4');
  });
});
