import { endpoints, Role, type Company } from '@stride/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { buildTenant, signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { CompanyFlags } from './CompanyFlags';

vi.mock('../../../app/auth/renewal', () => ({ renewSession: vi.fn() }));

const company: Company = {
  id: 7,
  name: 'Harbor Clinic',
  thumbnailUrl: null,
  journalAvailable: false,
  smartSurveyAvailable: false,
  swapAvailable: true,
  surveyAvailable: true,
  staffCount: 0,
  participantsCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 3,
};

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  signInAs(Role.Admin);
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const switchNames = () => screen.getAllByRole('switch').map((s) => s.closest('label')?.textContent);

describe('CompanyFlags', () => {
  it("names each flag as the participant tab it opens, in the tenant's wording, where the tenant has it", () => {
    renderWithApp(<CompanyFlags company={company} editable />);
    expect(switchNames()).toEqual(['Journal', 'Heroic Choices']);
  });

  it('offers the smart survey and screeners where the tenant has those features', () => {
    const tenant = buildTenant({ features: { screener: true, publicScreener: true, smartSurvey: true } });
    renderWithApp(<CompanyFlags company={company} editable />, { tenant });
    expect(switchNames()).toEqual(['Journal', 'Heroic Choices', 'Initial Questions', 'Screeners']);
  });

  it('saves a change at once: surveyAvailable plus the changed flag, with If-Match', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ ...company, journalAvailable: true, version: 4 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: 'W/"4"' },
      }),
    );
    renderWithApp(<CompanyFlags company={company} editable />);
    fireEvent.click(screen.getByRole('switch', { name: 'Journal' }));
    await screen.findByText('Saved!');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpointUrl(endpoints.companies.setFlags, { id: 7 }));
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('If-Match')).toBe('W/"3"');
    expect(JSON.parse(String(init?.body))).toEqual({ surveyAvailable: true, journalAvailable: true });
  });

  it('shows the flags locked to those who may not change them', async () => {
    renderWithApp(<CompanyFlags company={company} editable={false} />);
    await waitFor(() =>
      expect(screen.getAllByRole('switch').every((s) => (s as HTMLInputElement).disabled)).toBe(true),
    );
  });
});
