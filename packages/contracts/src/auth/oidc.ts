/** The portal as a client of the sign-in service (schema-free: the sign-in landing loads it). */
export const OIDC_CLIENT_ID = 'stride-portal';
export const OIDC_SCOPE = 'openid profile email';
export const SIGNIN_CALLBACK_PATH = '/signin-callback';
/** Extra authorization parameter carrying a one-time login token (surrogate and return). */
export const LOGIN_TOKEN_PARAM = 'login_token';
