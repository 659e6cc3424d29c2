import { endpoints } from '@stride/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../api';
import { avatarSrc, UserAvatar } from './UserAvatar';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('avatarSrc', () => {
  it('treats bare base64 as a PNG and keeps data URLs and URLs as they are', () => {
    expect(avatarSrc(PNG_BASE64)).toBe(`data:image/png;base64,${PNG_BASE64}`);
    expect(avatarSrc(`data:image/jpeg;base64,${PNG_BASE64}`)).toBe(`data:image/jpeg;base64,${PNG_BASE64}`);
    expect(avatarSrc('https://cdn.example.test/a.jpg')).toBe('https://cdn.example.test/a.jpg');
    const fileLink = endpointUrl(endpoints.files.get, { token: 'thumb-12.sig' });
    expect(avatarSrc(fileLink)).toBe(fileLink);
    expect(avatarSrc(null)).toBeUndefined();
    expect(avatarSrc('  ')).toBeUndefined();
  });
});

describe('UserAvatar', () => {
  it('shows a base64 picture without its data prefix as a PNG image', () => {
    render(<UserAvatar picture={PNG_BASE64} firstName="Ada" lastName="Lovelace" />);
    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${PNG_BASE64}`);
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<UserAvatar picture="https://cdn.example.test/broken.png" firstName="Ada" lastName="Lovelace" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AL')).toBeTruthy();
  });

  it('shows the initials without a picture', () => {
    render(<UserAvatar picture={null} firstName="grace" lastName="hopper" />);
    expect(screen.getByText('GH')).toBeTruthy();
  });
});
