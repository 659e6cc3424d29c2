import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ApiError } from './api';
import { errorMessage, useErrorHandler } from './errors';
import { setLanguage } from './i18n/i18n';

const t = i18next.t.bind(i18next);
const serverError = new ApiError(409, { message: 'The e-mail is already in use.', code: 'CONFLICT' }, 'trace-1');
const CONNECTION = 'It seems your Internet connection is unstable. Please try again.';

describe('errorMessage', () => {
  it('prefixes the server message with Please try again!', () => {
    expect(errorMessage(serverError, t)).toBe('Please try again! The e-mail is already in use.');
  });

  it('shows the message alone for a call marked no-retry', () => {
    expect(errorMessage(serverError, t, { noRetry: true })).toBe('The e-mail is already in use.');
  });

  it('gives a Spanish reader a Spanish sentence for the kind of error, not the English message', async () => {
    await setLanguage('es');
    try {
      expect(errorMessage(serverError, t, { noRetry: true })).toBe(
        'No se puede hacer ahora por el estado actual de este elemento.',
      );
      const unknownCode = new ApiError(400, { message: 'Odd.', code: 'SOMETHING_NEW' }, null);
      expect(errorMessage(unknownCode, t, { noRetry: true })).toBe('Odd.');
    } finally {
      await setLanguage('en');
    }
  });

  it('blames the connection when there was no response or no message object', () => {
    expect(errorMessage(new ApiError(0, undefined, null), t)).toBe(CONNECTION);
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>', null), t)).toBe(CONNECTION);
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe(CONNECTION);
    expect(errorMessage('boom', t)).toBe(CONNECTION);
  });
});

function FailingAction() {
  const handleError = useErrorHandler();
  return (
    <button type="button" onClick={() => handleError(serverError)}>
      Save
    </button>
  );
}

describe('useErrorHandler', () => {
  it('shows the text in the snackbar until it is closed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithApp(<FailingAction />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again! The e-mail is already in use.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(warn).toHaveBeenCalledWith('CONFLICT (trace trace-1)', 'The e-mail is already in use.');
  });
});
