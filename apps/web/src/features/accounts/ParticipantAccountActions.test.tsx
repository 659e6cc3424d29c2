import { endpoints, Role, type Participant } from '@stride/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { buildProfile, signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ParticipantAccountActions } from './ParticipantAccountActions';

const participant = (overrides: Partial<Participant> = {}): Participant =>
  ({
    ...buildProfile({ id: 310, userId: 210, roleId: Role.Participant, companyId: 1 }),
    id: 210,
    profileId: 310,
    practiceId: 1,
    companyName: 'North Clinic',
    advisorProfileId: null,
    advisorName: null,
    consultantProfileId: null,
    consultantFullName: null,
    program: 'Practice',
    journalAvailable: true,
    swapAvailable: true,
    surveyAvailable: true,
    smartSurveyAvailable: true,
    accountVersion: 4,
    ...overrides,
  }) as Participant;

afterEach(() => vi.unstubAllGlobals());

/** The actor's profile (their company: 1) and the export's ZIP; records the export's calls. */
function serve(exports: string[]) {
  vi.stubGlobal('fetch', (url: string) => {
    if (url.startsWith(endpointUrl(endpoints.profiles.get, { id: '' })))
      return Promise.resolve(Response.json(buildProfile({ companyId: 1 })));
    exports.push(url);
    return Promise.resolve(
      new Response(new Blob(['PK']), {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="stride-record-Ada-2026-11-29.zip"',
        },
      }),
    );
  });
}

describe('ParticipantAccountActions: the record export', () => {
  it("downloads an admin the participant's record as the server names it", async () => {
    signInAs(Role.Admin);
    const calls: string[] = [];
    serve(calls);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    renderWithApp(<ParticipantAccountActions participant={participant()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export record' }));
    expect(await screen.findByText('Record exported')).toBeTruthy();
    expect(calls).toEqual([endpointUrl(endpoints.accounts.export, { id: 210 })]);
    expect(saved).toEqual(['stride-record-Ada-2026-11-29.zip']);
  });

  it("offers a company admin the export of their own company's participants only", async () => {
    signInAs(Role.CompanyAdmin);
    serve([]);
    const { unmount } = renderWithApp(<ParticipantAccountActions participant={participant()} />);
    expect(await screen.findByRole('button', { name: 'Export record' })).toBeTruthy();
    unmount();
    renderWithApp(<ParticipantAccountActions participant={participant({ practiceId: 2 })} />);
    expect(await screen.findByRole('button', { name: 'Inactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export record' })).toBeNull();
  });
});
