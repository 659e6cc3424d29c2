import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { OidcClient, SignInError } from '../support/oidc.js';

const t = useTestApp();

/** The sign-in page a browser gets before anyone signs in: the form, or the page of a refused attempt. */
async function signInPage(client: OidcClient) {
  const { res } = await client.authorize();
  const page = await client.follow(res);
  if (page instanceof URL) throw new Error('signed in without a form');
  return page;
}

async function refused(client: OidcClient, email: string, password: string) {
  const err = await client.signIn(email, password).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SignInError);
  return (err as SignInError).page;
}

describe('the sign-in page by the browser’s language', () => {
  it('is Spanish for a browser that prefers Spanish', async () => {
    const client = new OidcClient(t.app, HOSTS.default, { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' });
    const page = await signInPage(client);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<label for="email">Correo electrónico</label>');
    expect(page.body).toContain('<label for="password">Contraseña</label>');
    expect(page.body).toContain('¿Olvidaste tu contraseña?');
    expect(page.body).not.toContain('Forgot password?');
  });

  it('is English for other browsers, in the spec’s words', async () => {
    const page = await signInPage(new OidcClient(t.app, HOSTS.default, { 'accept-language': 'en-US,en;q=0.9' }));
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('Forgot password?');
  });

  it('says a wrong password in Spanish', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    const client = new OidcClient(t.app, HOSTS.default, { 'accept-language': 'es' });
    const page = await refused(client, person.email, 'not the password');
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('El correo electrónico o la contraseña no son correctos.');
  });
});

describe('an incomplete sign-in form', () => {
  it('names the missing field instead of saying the e-mail or password is incorrect', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const client = new OidcClient(t.app, HOSTS.default);
    const both = await refused(client, '', '');
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('Enter your e-mail and password.');
    expect(both.body).not.toContain('The e-mail or password is incorrect.');
    expect(both.body).toMatch(/id="email"[^>]*aria-invalid="true"/);
    expect(both.body).toMatch(/id="password"[^>]*aria-invalid="true"/);

    const noPassword = await refused(client, person.email, '');
    expect(noPassword.body).toContain('Enter your password.');
    expect(noPassword.body).toContain(`value="${person.email}"`);
    expect(noPassword.body).not.toMatch(/id="email"[^>]*aria-invalid/);

    const noEmail = await refused(client, '', person.password);
    expect(noEmail.body).toContain('Enter your e-mail.');
  });

  it('names it in Spanish for a Spanish browser', async () => {
    const client = new OidcClient(t.app, HOSTS.default, { 'accept-language': 'es' });
    const page = await refused(client, '', 'whatever');
    expect(page.body).toContain('Escribe tu correo electrónico.');
  });
});
