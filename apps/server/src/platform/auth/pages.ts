import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { TenantConfig } from '@stride/contracts';
import { databaseUnavailable } from '../db/unavailable.js';
import { resolveTenantId, TENANTS } from '../tenancy/tenants.js';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sign-in page's words; Spanish for browsers that ask for it. The look (card, logo, colours, fonts) is the
 * portal's pages before sign-in (apps/web/src/features/auth/landing.css), so sign-in and reset look alike.
 */
export const WORDS = {
  en: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    signingOut: 'Signing you out…',
    continue: 'Continue',
    error: 'Something went wrong',
    unavailable: 'The service is unavailable for a moment. Please try again in a few seconds.',
  },
  es: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidaste tu contraseña?',
    signingOut: 'Cerrando la sesión…',
    continue: 'Continuar',
    error: 'Algo salió mal',
    unavailable: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  },
};
export type PageLanguage = keyof typeof WORDS;

export function pageLanguage(acceptLanguage: string | undefined): PageLanguage {
  return /^\s*es\b/i.test(acceptLanguage ?? '') ? 'es' : 'en';
}

export function layout(tenant: TenantConfig, lang: PageLanguage, title: string, body: string, head = ''): string {
  const c = tenant.mainColor;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(tenant.title)}</title>
<link rel="icon" href="${tenant.favicon}" type="image/svg+xml">
${head}
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#f6f7f9;color:#1a1a1a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:24px}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgb(0 0 0 / 12%);padding:40px 32px;width:100%;max-width:400px}
.logo{display:block;height:48px;max-width:100%;margin:0 auto}h1{font-size:1.5rem;margin:24px 0 24px;text-align:center}
label{display:block;font-weight:600;margin:16px 0 6px}input{width:100%;padding:12px;border:1px solid #8a949e;border-radius:8px;font:inherit}
input[aria-invalid=true]{border:2px solid ${tenant.palette.red.dark}}
input:focus,button:focus,a:focus{outline:3px solid ${c};outline-offset:2px}
button{width:100%;margin-top:24px;padding:12px 24px;border:0;border-radius:8px;background:${c};color:#fff;font:inherit;font-weight:600;cursor:pointer}
.alert{background:${tenant.palette.red.light};color:${tenant.palette.red.dark};border-radius:8px;padding:12px;margin-bottom:8px}
.links{margin-top:20px;text-align:center}a{color:${c};font-weight:600}
</style>
</head>
<body><main>
<img class="logo" src="${tenant.logo}" alt="${escapeHtml(tenant.logoAlt)}">
${body}
</main></body></html>`;
}

export interface SignInPageModel {
  tenant: TenantConfig;
  lang: PageLanguage;
  action: string;
  email?: string;
  error?: string;
  /** The fields left empty: marked invalid and described by the message. */
  missing?: Array<'email' | 'password'>;
  resetUrl: string;
}

/** Email, Password, Sign in, Forgot password?: a page with no script at all. */
export function renderSignInPage(m: SignInPageModel): string {
  const w = WORDS[m.lang];
  const alert = m.error ? `<div class="alert" id="signin-error" role="alert">${escapeHtml(m.error)}</div>` : '';
  const missing = (field: 'email' | 'password') =>
    m.missing?.includes(field) ? ' aria-invalid="true" aria-describedby="signin-error"' : '';
  const focusEmail = !m.email || m.missing?.includes('email');
  return layout(
    m.tenant,
    m.lang,
    w.title,
    `<h1>${w.title}</h1>
${alert}
<form method="post" action="${escapeHtml(m.action)}" novalidate>
<label for="email">${w.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(m.email ?? '')}"${missing('email')} ${focusEmail ? 'autofocus' : ''}>
<label for="password">${w.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${missing('password')} ${focusEmail ? '' : 'autofocus'}>
<button type="submit">${w.submit}</button>
</form>
<p class="links"><a href="${escapeHtml(m.resetUrl)}">${w.forgot}</a></p>`,
  );
}

function tenantOfContext(ctx: KoaContextWithOIDC): TenantConfig {
  return TENANTS[resolveTenantId(ctx.host)];
}

/**
 * Allows one inline script in this answer's Content-Security-Policy (helmet's, with script-src 'self') by its
 * hash, as the provider does for its own form_post page: the page keeps the app's CSP, and only this script runs.
 */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): string {
  const csp = ctx.response.get('content-security-policy');
  if (csp) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    ctx.set('content-security-policy', csp.replace(/(^|;)(\s*script-src\s[^;]*)/, `$1$2 ${hash}`));
  }
  return script;
}

const SUBMIT_FIRST_FORM = 'document.forms[0].submit()';

/** The provider's end-session page: submits itself, so logout is one click in the portal. */
export async function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const lang = pageLanguage(ctx.get('accept-language'));
  const w = WORDS[lang];
  const withConfirm = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  ctx.type = 'html';
  ctx.body = layout(
    tenantOfContext(ctx),
    lang,
    w.signingOut,
    `<h1>${w.signingOut}</h1>${withConfirm}<button type="submit" form="op.logoutForm">${w.continue}</button>
<script>${allowInlineScript(ctx, SUBMIT_FIRST_FORM)}</script>`,
  );
}

export async function renderErrorPage(
  ctx: KoaContextWithOIDC,
  out: { error?: string; error_description?: string },
  error?: unknown,
): Promise<void> {
  const lang = pageLanguage(ctx.get('accept-language'));
  const w = WORDS[lang];
  const description = databaseUnavailable(error) ? w.unavailable : String(out.error_description ?? out.error ?? '');
  ctx.type = 'html';
  ctx.body = layout(
    tenantOfContext(ctx),
    lang,
    w.error,
    `<h1>${w.error}</h1><p role="alert">${escapeHtml(description)}</p><p class="links"><a href="/">${w.continue}</a></p>`,
  );
}
