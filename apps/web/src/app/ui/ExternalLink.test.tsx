import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  it('links a web address in a new tab that learns nothing of this page', () => {
    render(<ExternalLink href="https://example.org/stretch">Open</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('https://example.org/stretch');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/participants',
    '',
    null,
  ])('shows no link for %j', (href) => {
    render(<ExternalLink href={href}>Open</ExternalLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Open')).toBeNull();
  });
});
