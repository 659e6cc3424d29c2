/** Business constants of the shell (spec 000 section 9, spec 002 section 9). */
export const PRODUCT_TITLE = 'Stride';
export const DRAWER_WIDTH = 184;
export const MOBILE_BREAKPOINT = 768;
export const TOOLBAR_HEIGHT = 80;
export const AVATAR_SIZE = 48;
export const LOGOUT_DELAY_MS = 500;
export const RENEWAL_RETRY_MS = 30_000;
/** Renew this long before expiry, or earlier (20% of the lifetime) for short-lived tokens. */
export const RENEWAL_LEAD_S = 60;
export const BELL_BOUNCE_MS = 500;
export const NOTIFICATION_BADGE_CAP = 99;
export const UNREAD_REFRESH_MS = 60_000;
/** The participant's bottom bar at phone width (Material's bottom navigation). */
export const BOTTOM_BAR_HEIGHT = 56;
export const VERSION_POLL_MS = 120_000;
