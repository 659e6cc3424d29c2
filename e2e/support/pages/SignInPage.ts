import type { Locator, Page, Response } from 'playwright-core';
import type { Language } from '../i18n.js';

/** The sign-in page's words in the browser's language (apps/server/src/platform/auth/pages.ts). */
const WORDS = {
  en: { title: 'Sign in', email: 'Email', password: 'Password', submit: 'Sign in', forgot: 'Forgot password?' },
  es: {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgot: '¿Olvidaste tu contraseña?',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The provider's server-rendered sign-in page (/auth/interaction/<uid>), in the browser's language. */
export class SignInPage {
  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {}

  private get words() {
    return WORDS[this.language];
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { name: this.words.title });
  }
  get email(): Locator {
    return this.page.getByLabel(this.words.email);
  }
  get password(): Locator {
    return this.page.getByLabel(this.words.password);
  }
  get submit(): Locator {
    return this.page.getByRole('button', { name: this.words.submit });
  }
  get forgotPassword(): Locator {
    return this.page.getByRole('link', { name: this.words.forgot });
  }
  /** The message above the form (wrong password, locked account). */
  get alert(): Locator {
    return this.page.getByRole('alert');
  }

  isShown(): boolean {
    return new URL(this.page.url()).pathname.startsWith('/auth/interaction/');
  }

  /** Waits until the browser has arrived on the sign-in page (after the portal's redirect). */
  async waitFor(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname.startsWith('/auth/interaction/'));
    await this.email.waitFor();
  }

  /** Fills the form and submits it; answers the POST's response (401 wrong password, 429 locked...). */
  async submitCredentials(email: string, password: string): Promise<Response> {
    await this.email.fill(email);
    await this.password.fill(password);
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/auth\/interaction\/[^/]+\/login$/.test(new URL(r.url()).pathname),
      ),
      this.submit.click(),
    ]);
    return response;
  }

  /** Signs in and waits until the portal has taken the tokens and left /signin-callback. */
  async signIn(email: string, password: string): Promise<void> {
    await this.waitFor();
    const response = await this.submitCredentials(email, password);
    if (response.status() >= 400) {
      const message = (await this.alert.textContent().catch(() => null)) ?? '';
      throw new Error(`Sign-in as ${email} answered ${response.status()}: ${message.trim()}`);
    }
    await this.page.waitForURL((url) => !url.pathname.startsWith('/auth/') && url.pathname !== '/signin-callback', {
      timeout: 20_000,
    });
  }
}
