import { z } from 'zod';

/**
 * Links a client gives (issue 26, finding 9): a definition's externalUrl, a chat GIF, a push endpoint. A
 * link another person's browser opens or loads is only ever a web address, never `javascript:`, `data:` or
 * `vbscript:` (docs/decisions.md, "Links from clients").
 */

/** The longest link kept (browsers and servers handle at least this much). */
export const WEB_LINK_MAX_LENGTH = 2048;
export const WEB_LINK_MESSAGE = 'Enter a web address starting with http:// or https://.';

/** GIPHY's hosts: giphy.com and its subdomains (media.giphy.com, media0.giphy.com, i.giphy.com). */
export const GIPHY_HOST = 'giphy.com';
export const GIPHY_LINK_MESSAGE = 'A GIF must be a GIPHY link (https://…giphy.com).';

/**
 * Whether a string is a web link: http:// or https:// as written (any case), a host, no credentials, and no
 * space or control character anywhere (a browser drops some of them, so what it opened would not be what
 * was checked: `java\tscript:` is `javascript:` to it).
 */
export function isWebLink(value: string): boolean {
  if (value.length > WEB_LINK_MAX_LENGTH || !/^https?:\/\//i.test(value)) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f-\u009f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password
  );
}

/** A web link of GIPHY's: https, on giphy.com or a subdomain of it. */
export function isGiphyLink(value: string): boolean {
  if (!isWebLink(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && (url.hostname === GIPHY_HOST || url.hostname.endsWith(`.${GIPHY_HOST}`));
}

/** The link as an href, or undefined when it is not a web link (an old row, a forged answer). */
export const webHref = (value: string | null | undefined): string | undefined =>
  value && isWebLink(value) ? value : undefined;

/**
 * Every client-given link: trimmed (a pasted address often carries a space), then a web link. A refusal
 * says what a link must be.
 */
export const webLinkSchema = z
  .string()
  .trim()
  .max(WEB_LINK_MAX_LENGTH, { message: `A link has at most ${WEB_LINK_MAX_LENGTH} characters.`, abort: true })
  .refine(isWebLink, { message: WEB_LINK_MESSAGE })
  .meta({ format: 'uri', examples: ['https://example.com/a'] });

/** A chat GIF's link: a web link of GIPHY's (the only GIF service the composer searches); one refusal, GIPHY's. */
export const giphyLinkSchema = z
  .string()
  .trim()
  .max(WEB_LINK_MAX_LENGTH, { message: `A link has at most ${WEB_LINK_MAX_LENGTH} characters.`, abort: true })
  .refine(isGiphyLink, { message: GIPHY_LINK_MESSAGE })
  .meta({ format: 'uri', examples: ['https://media.giphy.com/media/3o7TKr/giphy.gif'] });
