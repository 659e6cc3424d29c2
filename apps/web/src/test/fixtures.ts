import type { AccessClaims, Profile, RoleId, TenantConfig } from '@stride/contracts';
import { User } from 'oidc-client-ts';
import { setSessionUser } from '../app/auth/session';

const shades = (main: string) => ({ light: '#eeeeee', main, dark: '#222222' });

/** The default tenant's words (as platform/tenancy/tenants.ts has them). */
export const DEFAULT_WORDING: TenantConfig['wording'] = {
  en: {
    routines: 'Positive Actions',
    routine: 'Positive Action',
    routinesInText: 'Positive Actions',
    routineInText: 'Positive Action',
    swaps: 'Heroic Choices',
    smartSurvey: 'Initial Questions',
  },
  es: {
    routines: 'Acciones positivas',
    routine: 'Acción positiva',
    routinesInText: 'acciones positivas',
    routineInText: 'acción positiva',
    swaps: 'Elecciones heroicas',
    smartSurvey: 'Preguntas iniciales',
  },
};

/** The brain-health and performance tenants' words. */
export const STANDARD_WORDING: TenantConfig['wording'] = {
  en: {
    routines: 'Routines',
    routine: 'Routine',
    routinesInText: 'routines',
    routineInText: 'routine',
    swaps: 'Swaps',
    smartSurvey: 'Smart Survey',
  },
  es: {
    routines: 'Rutinas',
    routine: 'Rutina',
    routinesInText: 'rutinas',
    routineInText: 'rutina',
    swaps: 'Intercambios',
    smartSurvey: 'Encuesta inteligente',
  },
};

export function buildTenant(overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    id: 'default',
    title: 'Stride',
    mainColor: '#2e7d32',
    logo: '/tenants/default/logo.svg',
    logoAlt: 'Stride logo',
    favicon: '/tenants/default/favicon.svg',
    palette: {
      blue: shades('#1565c0'),
      gray: shades('#757575'),
      yellow: shades('#f9a825'),
      green: shades('#2e7d32'),
      red: shades('#c62828'),
    },
    wording: DEFAULT_WORDING,
    features: { screener: false, publicScreener: false, smartSurvey: false },
    privacyPage: false,
    ...overrides,
  };
}

export function buildClaims(role: RoleId, overrides: Partial<AccessClaims> = {}): AccessClaims {
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    sub: `user-${suffix}@example.test`,
    uuid: `uuid-${suffix}`,
    user_id: 100 + role,
    profile_id: 200 + role,
    role_id: role,
    role_name: `role ${role}`,
    main_folder_id: null,
    surrogate_login: false,
    actor_user_id: null,
    tenant: 'default',
    survey_available: false,
    email: `user-${suffix}@example.test`,
    ...overrides,
  };
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT carrying the claims: the portal only reads them. */
export function fakeAccessToken(claims: AccessClaims, lifetimeS = 3600): string {
  const iat = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'none' })}.${base64Url({ ...claims, iat, exp: iat + lifetimeS })}.signature`;
}

export function signInAs(role: RoleId, overrides: Partial<AccessClaims> = {}): AccessClaims {
  const claims = buildClaims(role, overrides);
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  setSessionUser(
    new User({
      access_token: fakeAccessToken(claims),
      refresh_token: 'refresh',
      token_type: 'Bearer',
      profile: { sub: claims.sub, iss: 'test', aud: 'stride-portal', exp: expiresAt, iat: expiresAt - 3600 },
      expires_at: expiresAt,
    }),
  );
  return claims;
}

/** A profile as the server answers it (endpoints.profiles.get). */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    id: 205,
    userId: 105,
    uuid: `uuid-${suffix}`,
    firstName: 'Ada',
    lastName: `Lovelace${suffix}`,
    email: `ada-${suffix}@example.test`,
    language: 'en',
    // Set: a participant's first visit fills in an empty zone from the browser (useBrowserTimeZone).
    timeZone: 'Europe/Madrid',
    roleId: 5,
    companyId: 1,
    advisorProfileId: null,
    consultantProfileId: null,
    thumbnailUrl: null,
    isActive: true,
    emailConfirmed: true,
    pendingEmail: null,
    version: 3,
    ...overrides,
  };
}
