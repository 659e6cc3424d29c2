import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { decodeJwt, OidcClient } from '../support/oidc.js';

const t = useTestApp();

describe('sign-in', () => {
  it('signs in with PKCE and gets an access token with the spec claims', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const events: unknown[] = [];
    const unsubscribe = t.app.platform.events.subscribe('auth.signed_in', (e) => {
      events.push(e.payload);
    });
    const client = new OidcClient(t.app, HOSTS.default);
    const tokens = await client.signIn(person.email, person.password);
    unsubscribe();
    expect(events).toEqual([{ userId: person.user.id, roleId: 5, firstSignIn: true }]);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      uuid: person.user.uuid,
      user_id: person.user.id,
      profile_id: person.profile.id,
      role_id: 5,
      role_name: 'Advisor',
      tenant: 'default',
      surrogate_login: false,
      survey_available: false,
    });
    expect(tokens.refresh_token).toBeTruthy();
    const me = await t.app.inject({
      url: `/api/profiles/${person.profile.id}`,
      headers: { host: HOSTS.default, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers.etag).toBe('W/"1"');
  });
});
