import { Role, type ChatChannel } from '@stride/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { presenceStore, useChannelPresence, useOnline } from './presence';

vi.mock('../../../app/auth/renewal', () => ({ renewSession: vi.fn() }));

const channel = {
  id: 'ch_1',
  name: '',
  chatMembers: [
    { profileId: 1, uuid: 'me' },
    { profileId: 2, uuid: 'partner' },
  ],
  isDirectMessage: true,
  isReadOnly: false,
  isFreeUserChat: false,
  creationDate: '2026-01-01T00:00:00.000Z',
  createdBy: 1,
  lastMessageTimetoken: null,
  version: 1,
} as unknown as ChatChannel;

function Presence({ where }: { where: string }) {
  useChannelPresence(channel, 1);
  return <p>{`${where}: ${useOnline('partner') ? 'online' : 'offline'}`}</p>;
}

/** The channel list's row, then the open thread: two components asking about the same channel in turn. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? <Presence where="thread" /> : <Presence where="list" />}
    </>
  );
}

let calls = 0;
beforeEach(() => {
  signInAs(Role.Advisor);
  calls = 0;
  presenceStore.clear();
  vi.stubGlobal('fetch', () => {
    calls += 1;
    return Promise.resolve(
      new Response(JSON.stringify({ online: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('chat presence', () => {
  it('keeps someone who came online after the first answer online when another view of the channel opens', async () => {
    renderWithApp(<Harness />);
    await waitFor(() => expect(calls).toBe(1));
    expect(await screen.findByText('list: offline')).toBeTruthy();
    // The partner signs in: the 'chat:presence' event sets them online.
    act(() => presenceStore.set('partner', true));
    expect(screen.getByText('list: online')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    // The cached answer (nobody online) is not applied again over the event.
    expect(screen.getByText('thread: online')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('thread: online')).toBeTruthy();
    expect(calls).toBe(1);
  });
});
