import Link, { type LinkProps } from '@mui/material/Link';
import { webHref } from '@stride/contracts';
import type { ReactNode } from 'react';

/** A link to another site opens apart, telling it nothing of this page. */
const EXTERNAL_REL = 'noopener noreferrer';

interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel'> {
  /** A link a person gave (a definition's externalUrl): stored data, never trusted as an href. */
  href: string | null | undefined;
  children: ReactNode;
}

/**
 * The portal's one way to show a link someone gave: only a web link (http or https, the contracts'
 * isWebLink) becomes an href, opened in a new tab; anything else (an old row's `javascript:`) shows nothing
 * (docs/decisions.md, "Links from clients").
 */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  const safe = webHref(href);
  if (!safe) return null;
  return (
    <Link {...props} href={safe} target="_blank" rel={EXTERNAL_REL}>
      {children}
    </Link>
  );
}
