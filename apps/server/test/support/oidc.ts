import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { LOGIN_TOKEN_PARAM, OIDC_CLIENT_ID, OIDC_SCOPE, SIGNIN_CALLBACK_PATH } from '@stride/contracts';

/** A browser's cookie jar, enough for the provider's cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: LightMyRequestResponse): void {
    const header = res.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** What the client needs of a server: a Fastify app's inject, or `overHttp()` for a server in another process. */
export interface Injector {
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

let clients = 0;
/**
 * A loopback address of its own for each client not told one. Sign-in counts failures per address and a success
 * does not clear them (platform/auth/throttle.ts): on PostgreSQL every file shares one database, so the wrong
 * passwords some files send on purpose would otherwise add up on 127.0.0.1 and throttle every other file's
 * sign-ins. A test of the per-address count names its address.
 */
function ownAddress(): string {
  clients += 1;
  return `127.${(process.pid % 250) + 1}.${(clients >> 8) % 256}.${(clients % 255) + 1}`;
}

/** The portal's sign-in, over HTTP: authorize with PKCE, the sign-in page, the code, the tokens. */
export class OidcClient {
  readonly jar = new CookieJar();
  constructor(
    private readonly app: Injector,
    readonly host: string,
    /** Sent with every request, as a browser would (e.g. accept-language). */
    readonly headers: Record<string, string> = {},
    /** The address the browser connects from: one of its own by default (ownAddress). */
    readonly remoteAddress: string = ownAddress(),
  ) {}

  private get from() {
    return { remoteAddress: this.remoteAddress };
  }

  private get origin() {
    return `http://${this.host}`;
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    const path = url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
    const res = await this.app.inject({
      method: 'GET',
      url: path,
      headers: { ...this.headers, host: this.host, cookie: this.jar.header() },
      ...this.from,
    });
    this.jar.store(res);
    return res;
  }

  async postForm(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    const path = url.startsWith('http') ? new URL(url).pathname : url;
    const res = await this.app.inject({
      method: 'POST',
      url: path,
      headers: {
        ...this.headers,
        host: this.host,
        cookie: this.jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(form).toString(),
      ...this.from,
    });
    this.jar.store(res);
    return res;
  }

  /** Starts an authorization request; answers the redirect to the sign-in page (or the callback). */
  async authorize(extra: Record<string, string> = {}) {
    const verifier = b64url(randomBytes(32));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    const params = new URLSearchParams({
      client_id: OIDC_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${this.origin}${SIGNIN_CALLBACK_PATH}`,
      scope: OIDC_SCOPE,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: b64url(randomBytes(8)),
      ...extra,
    });
    const res = await this.get(`/auth/auth?${params}`);
    return { res, verifier };
  }

  /** Follows redirects within the provider until the callback URL (with its code) or a page. */
  async follow(res: LightMyRequestResponse): Promise<LightMyRequestResponse | URL> {
    let current = res;
    for (let i = 0; i < 10; i++) {
      if (current.statusCode === 200 && current.body.includes('/auth/session/end/confirm')) {
        // Signing in as someone else ends the current session first: a page a browser submits by itself.
        const fields = Object.fromEntries(
          [...current.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
        );
        current = await this.postForm('/auth/session/end/confirm', fields);
        continue;
      }
      if (current.statusCode < 300 || current.statusCode >= 400) break;
      const location = new URL(String(current.headers.location), this.origin);
      if (location.pathname === SIGNIN_CALLBACK_PATH) return location;
      current = await this.get(location.pathname + location.search);
    }
    return current;
  }

  async exchange(callback: URL, verifier: string): Promise<Tokens> {
    const res = await this.postForm('/auth/token', {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: `${this.origin}${SIGNIN_CALLBACK_PATH}`,
      client_id: OIDC_CLIENT_ID,
      code_verifier: verifier,
    });
    if (res.statusCode !== 200) throw new Error(`token exchange failed: ${res.statusCode} ${res.body}`);
    return res.json() as Tokens;
  }

  /** Signs in with the page's form; throws with the page when it does not succeed. */
  async signIn(email: string, password: string): Promise<Tokens> {
    const { res, verifier } = await this.authorize();
    const page = await this.follow(res);
    if (page instanceof URL) return this.exchange(page, verifier);
    const action = /action="([^"]+)"/.exec(page.body)?.[1];
    if (!action) throw new Error(`no sign-in form: ${page.statusCode} ${page.body.slice(0, 300)}`);
    const submitted = await this.postForm(action.replaceAll('&amp;', '&'), { email, password });
    const done = await this.follow(submitted);
    if (!(done instanceof URL)) throw new SignInError(done);
    return this.exchange(done, verifier);
  }

  /**
   * Signs in with the password, then answers the second step's page (the authentication code, or the set-up of
   * a tenant that requires it) with `code(page)`: the page it got, to read a key from. Throws with the page on
   * a refusal.
   */
  async signInWithCode(
    email: string,
    password: string,
    code: (page: LightMyRequestResponse) => string | Promise<string>,
  ): Promise<Tokens> {
    const { res, verifier } = await this.authorize();
    const page = await this.follow(res);
    if (page instanceof URL) throw new Error('signed in without a password');
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const stepPage = await this.postForm(action.replaceAll('&amp;', '&'), { email, password });
    const done = await this.follow(await this.answerStep(stepPage, await code(stepPage)));
    if (!(done instanceof URL)) throw new SignInError(done);
    return this.exchange(done, verifier);
  }

  /** Posts a code on a second step's page (or Continue on the recovery codes' page when `code` is empty). */
  async answerStep(page: LightMyRequestResponse, code: string): Promise<LightMyRequestResponse> {
    const action = /action="([^"]+)"/.exec(page.body)?.[1];
    const step = /name="step" value="([^"]+)"/.exec(page.body)?.[1];
    if (!action || !step) throw new SignInError(page);
    return this.postForm(action.replaceAll('&amp;', '&'), code ? { step, code } : { step });
  }

  /** Signs in with a one-time login token (surrogate start or return). */
  async signInWithLoginToken(token: string): Promise<Tokens> {
    const { res, verifier } = await this.authorize({ [LOGIN_TOKEN_PARAM]: token, prompt: 'login' });
    const done = await this.follow(res);
    if (!(done instanceof URL)) throw new SignInError(done);
    return this.exchange(done, verifier);
  }

  /** Signs out as the portal does without revoking first: end-session with the id token, then its form. */
  async signOut(idToken: string): Promise<void> {
    const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${this.origin}/` });
    const page = await this.get(`/auth/session/end?${query}`);
    const action = /action="([^"]+)"/.exec(page.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    if (!action || !xsrf) throw new Error(`no sign-out form: ${page.statusCode} ${page.body.slice(0, 300)}`);
    const done = await this.postForm(action.replaceAll('&amp;', '&'), { xsrf, logout: 'yes' });
    if (done.statusCode !== 303 && done.statusCode !== 302)
      throw new Error(`sign-out: ${done.statusCode} ${done.body}`);
  }

  async refresh(refreshToken: string): Promise<LightMyRequestResponse> {
    return this.postForm('/auth/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: OIDC_CLIENT_ID,
    });
  }
}

export class SignInError extends Error {
  constructor(readonly page: LightMyRequestResponse) {
    super(
      `sign-in did not succeed: ${page.statusCode} ${/role="alert">([^<]*)/.exec(page.body)?.[1] ?? page.body.replace(/<style[\s\S]*?<\/style>/, '').slice(0, 1500)}`,
    );
  }
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}
