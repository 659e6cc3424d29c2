import { z } from 'zod';

export const tenantIdSchema = z.enum(['default', 'brain', 'performance']);
export type TenantId = z.infer<typeof tenantIdSchema>;
export const TENANT_IDS: readonly TenantId[] = tenantIdSchema.options;

const shades = z.object({ light: z.string(), main: z.string(), dark: z.string() });

/**
 * The names a tenant gives its care areas, in one language. Routines are named four ways (docs/decisions.md,
 * "Coaching loop: the tenant's word for a routine"): as a title, one and several ("Positive Action",
 * "Positive Actions"), and within a sentence ("Delete this {{routineInText}}?": a name keeps its capitals,
 * a common noun does not: "Positive Action", "routine").
 */
export const tenantWordingSchema = z.object({
  routines: z.string(),
  routine: z.string(),
  routinesInText: z.string(),
  routineInText: z.string(),
  swaps: z.string(),
  smartSurvey: z.string(),
});
export type TenantWording = z.infer<typeof tenantWordingSchema>;

export const tenantConfigSchema = z.object({
  id: tenantIdSchema,
  title: z.string(),
  mainColor: z.string(),
  logo: z.string(),
  logoAlt: z.string(),
  favicon: z.string(),
  palette: z.object({ blue: shades, gray: shades, yellow: shades, green: shades, red: shades }),
  /**
   * Tenant-dependent words for the care areas (spec 000 section 1), in each language of the portal: a
   * Spanish-speaking user reads the tenant's own Spanish name (docs/decisions.md, "Tenant wording").
   */
  wording: z.object({ en: tenantWordingSchema, es: tenantWordingSchema }),
  features: z.object({ screener: z.boolean(), publicScreener: z.boolean(), smartSurvey: z.boolean() }),
  privacyPage: z.boolean(),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;
export type TenantFeature = keyof TenantConfig['features'];

/** GET /api/tenant-config: the tenant plus where its people sign in (embedded provider or OIDC_ISSUER). */
export const publicTenantConfigSchema = tenantConfigSchema.extend({
  signIn: z.object({ authority: z.string(), clientId: z.string() }),
});
export type PublicTenantConfig = z.infer<typeof publicTenantConfigSchema>;
