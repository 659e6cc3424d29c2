import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PagedTable, type Column } from './PagedTable';
import { useListParams } from './useListParams';
import { fakeMatchMedia } from '../../test/matchMedia';

interface Row {
  id: number;
  name: string;
}

const columns: Column<Row>[] = [
  { key: 'name', label: 'Name', render: (row) => row.name, sortable: true },
  { key: 'id', label: 'Id', render: (row) => row.id },
];

function List({ rows }: { rows: Row[] }) {
  const list = useListParams({ sort: 'name' });
  return (
    <>
      <output aria-label="query">{JSON.stringify(list.query)}</output>
      <button type="button" onClick={() => list.setFilter('active', 'true')}>
        filter
      </button>
      <PagedTable
        label="People"
        columns={columns}
        rows={rows}
        meta={{ totalCount: 45, pageCount: 3, currentPage: list.page, perPage: list.perPage }}
        rowKey={(row) => row.id}
        list={list}
        loading={false}
        error={null}
        emptyText="Nobody yet."
      />
    </>
  );
}

const query = () => JSON.parse(screen.getByLabelText('query').textContent ?? '{}') as Record<string, unknown>;

describe('PagedTable with useListParams', () => {
  it('reads page, sort and filters from the address and sends unknown ones on', () => {
    renderWithApp(<List rows={[{ id: 1, name: 'Ana' }]} />, {
      path: '/people?page=2&sort=name&order=desc&signedIn=false',
    });
    expect(query()).toEqual({ page: 2, perPage: 20, sort: 'name', order: 'desc', signedIn: 'false' });
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
  });

  it('sorts by a header, pages forward and goes back to page 1 when a filter changes', () => {
    const { router } = renderWithApp(<List rows={[{ id: 1, name: 'Ana' }]} />, { path: '/people' });
    const table = screen.getByRole('table', { name: 'People' });
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(query()).toMatchObject({ sort: 'name', order: 'desc' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to the next page' }));
    expect(query()).toMatchObject({ page: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(query()).toMatchObject({ page: 1, active: 'true' });
    expect(router.state.location.search).toBe('?sort=name&order=desc&active=true');
  });

  it('tells an empty page', () => {
    renderWithApp(<List rows={[]} />, { path: '/people' });
    expect(screen.getByText('Nobody yet.')).toBeTruthy();
  });
});

describe('PagedTable on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card of labelled values and sorts with a select', () => {
    // A phone: the `sm` breakpoint's max-width query matches.
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((media) => media.includes('max-width')),
    );
    renderWithApp(<List rows={[{ id: 7, name: 'Ana' }]} />, { path: '/people' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'People' })).getByRole('listitem');
    expect(card.textContent).toContain('Ana');
    expect(within(card).getByRole('term').textContent).toBe('Id');
    expect(within(card).getByRole('definition').textContent).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Ascending order; change to descending' }));
    expect(query()).toMatchObject({ sort: 'name', order: 'desc' });
  });
});
