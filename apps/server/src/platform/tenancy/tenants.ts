import type { TenantConfig, TenantId } from '@stride/contracts';

const gray = { light: '#f5f6f7', main: '#6b7280', dark: '#374151' };
const red = { light: '#fdecea', main: '#c62828', dark: '#8e0000' };
const yellow = { light: '#fff8e1', main: '#f9a825', dark: '#c17900' };
/** Routines, Swaps and Smart Survey: the brain-health and performance tenants' words. */
const standardWording = {
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

/** The three tenants (docs/architecture.md, "Conventions"); their look and wording (spec 000 section 1). */
export const TENANTS: Record<TenantId, TenantConfig> = {
  default: {
    id: 'default',
    title: 'Stride',
    mainColor: '#2e7d32',
    logo: '/tenants/default/logo.svg',
    logoAlt: 'Stride green programme',
    favicon: '/tenants/default/favicon.svg',
    palette: {
      blue: { light: '#e3f2fd', main: '#1565c0', dark: '#0d47a1' },
      gray,
      yellow,
      green: { light: '#e8f5e9', main: '#2e7d32', dark: '#1b5e20' },
      red,
    },
    // The programme's names: in English a name (its capitals kept within a sentence), in Spanish a phrase.
    wording: {
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
    },
    features: { screener: false, publicScreener: false, smartSurvey: true },
    privacyPage: false,
  },
  brain: {
    id: 'brain',
    title: 'Stride Brain Health',
    mainColor: '#4527a0',
    logo: '/tenants/brain/logo.svg',
    logoAlt: 'Stride Brain Health',
    favicon: '/tenants/brain/favicon.svg',
    palette: {
      blue: { light: '#ede7f6', main: '#4527a0', dark: '#311b92' },
      gray,
      yellow,
      green: { light: '#e0f2f1', main: '#00796b', dark: '#004d40' },
      red,
    },
    wording: standardWording,
    features: { screener: true, publicScreener: true, smartSurvey: true },
    privacyPage: true,
  },
  performance: {
    id: 'performance',
    title: 'Stride Performance',
    mainColor: '#b23c17',
    logo: '/tenants/performance/logo.svg',
    logoAlt: 'Stride Performance',
    favicon: '/tenants/performance/favicon.svg',
    palette: {
      blue: { light: '#e3f2fd', main: '#1565c0', dark: '#0d47a1' },
      gray,
      yellow,
      green: { light: '#e8f5e9', main: '#2e7d32', dark: '#1b5e20' },
      red: { light: '#fbe9e7', main: '#b23c17', dark: '#7f2704' },
    },
    wording: standardWording,
    features: { screener: false, publicScreener: false, smartSurvey: true },
    privacyPage: false,
  },
};

/** Host name → tenant: `<tenant>.<anything>` selects that tenant, every other host the default one. */
export function resolveTenantId(hostHeader: string | undefined): TenantId {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const first = host.split('.')[0];
  if (host.includes('.') && (first === 'brain' || first === 'performance')) return first;
  return 'default';
}

/** The public origin of a tenant: PUBLIC_URL for the default one, a sub-domain of it for the others. */
export function tenantOrigin(tenantId: TenantId, publicUrl: URL): string {
  if (tenantId === 'default') return publicUrl.origin;
  const url = new URL(publicUrl.origin);
  url.hostname = `${tenantId}.${url.hostname}`;
  return url.origin;
}
