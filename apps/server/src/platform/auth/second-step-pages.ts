import type { TenantConfig } from '@stride/contracts';
import { escapeHtml, layout, type PageLanguage } from './pages.js';

/** The second step's words (the sign-in page's languages). */
export const SECOND_STEP_WORDS = {
  en: {
    title: 'Two-step sign-in',
    code: 'Authentication code',
    hint: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    verify: 'Verify',
    wrong: 'That code is not right. Try again.',
    missing: 'Enter the code.',
    enrollTitle: 'Set up two-step sign-in',
    enrollIntro:
      'Your organization requires two-step sign-in for your role. Scan this QR code with an authenticator app (or enter the key), then enter the 6-digit code it shows.',
    key: 'Key',
    enrollCode: 'Code from the app',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro:
      'Keep these codes somewhere safe: each one signs you in once if you lose your authenticator. They are shown only now.',
    continue: 'Continue',
  },
  es: {
    title: 'Inicio de sesión en dos pasos',
    code: 'Código de autenticación',
    hint: 'Escribe el código de 6 dígitos de tu aplicación de autenticación o uno de tus códigos de recuperación.',
    verify: 'Verificar',
    wrong: 'Ese código no es correcto. Inténtalo de nuevo.',
    missing: 'Escribe el código.',
    enrollTitle: 'Configura el inicio de sesión en dos pasos',
    enrollIntro:
      'Tu organización exige el inicio de sesión en dos pasos para tu función. Escanea este código QR con una aplicación de autenticación (o escribe la clave) y luego escribe el código de 6 dígitos que muestra.',
    key: 'Clave',
    enrollCode: 'Código de la aplicación',
    recoveryTitle: 'Tus códigos de recuperación',
    recoveryIntro:
      'Guarda estos códigos en un lugar seguro: cada uno te permite iniciar sesión una vez si pierdes tu autenticador. Solo se muestran ahora.',
    continue: 'Continuar',
  },
} as const;

export interface CodePageModel {
  tenant: TenantConfig;
  lang: PageLanguage;
  action: string;
  /** The pending step's token (a hidden field): who passed the password in this interaction. */
  step: string;
  error?: string;
  /** Setting up TOTP at sign-in (a tenant that requires it): the key, its QR code as SVG. */
  enroll?: { secret: string; qrSvg: string };
}

const STYLE = `<style>.qr{display:flex;justify-content:center;margin:16px 0}.qr svg{width:200px;height:200px}
.key{font-family:ui-monospace,monospace;word-break:break-all;background:#f6f7f9;border-radius:8px;padding:8px}
.hint{color:#444}.codes{font-family:ui-monospace,monospace;columns:2;padding-left:1.5em}</style>`;

/** "Authentication code": the TOTP or a recovery code, after a right password; or the set-up of TOTP. */
export function renderCodePage(m: CodePageModel): string {
  const w = SECOND_STEP_WORDS[m.lang];
  const alert = m.error ? `<div class="alert" id="code-error" role="alert">${escapeHtml(m.error)}</div>` : '';
  const invalid = m.error
    ? ' aria-invalid="true" aria-describedby="code-error code-hint"'
    : ' aria-describedby="code-hint"';
  const title = m.enroll ? w.enrollTitle : w.title;
  const setup = m.enroll
    ? `<p class="hint">${w.enrollIntro}</p>
<div class="qr" role="img" aria-label="QR">${m.enroll.qrSvg}</div>
<p>${w.key}: <span class="key" data-testid="totp-key">${escapeHtml(m.enroll.secret)}</span></p>`
    : '';
  return layout(
    m.tenant,
    m.lang,
    title,
    `<h1>${title}</h1>
${alert}${setup}
<form method="post" action="${escapeHtml(m.action)}" novalidate>
<input type="hidden" name="step" value="${escapeHtml(m.step)}">
<label for="code">${m.enroll ? w.enrollCode : w.code}</label>
<input id="code" name="code" type="text" inputmode="${m.enroll ? 'numeric' : 'text'}" autocomplete="one-time-code" autocapitalize="off" spellcheck="false" maxlength="20" required autofocus${invalid}>
<p class="hint" id="code-hint">${m.enroll ? '' : w.hint}</p>
<button type="submit">${w.verify}</button>
</form>`,
    STYLE,
  );
}

/** The recovery codes of a TOTP just set up at sign-in, once, and Continue. */
export function renderRecoveryCodesPage(m: {
  tenant: TenantConfig;
  lang: PageLanguage;
  action: string;
  step: string;
  codes: string[];
}): string {
  const w = SECOND_STEP_WORDS[m.lang];
  return layout(
    m.tenant,
    m.lang,
    w.recoveryTitle,
    `<h1>${w.recoveryTitle}</h1>
<p class="hint">${w.recoveryIntro}</p>
<ul class="codes" data-testid="recovery-codes">${m.codes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(m.action)}">
<input type="hidden" name="step" value="${escapeHtml(m.step)}">
<button type="submit">${w.continue}</button>
</form>`,
    STYLE,
  );
}
