// Finding 6 of the penetration test: the sign-in lockout told which accounts exist (a real address got 429
// after a few tries, an unknown one never did) and let anyone lock any account, the owner's included. Now an
// unknown e-mail is answered as a known one, try after try, and failures slow the next try down (a wait that
// doubles, up to a cap) instead of locking: the owner's right password after the wait gets in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@stride/contracts';
import { issueOneTimeToken } from '../../src/platform/auth/one-time-tokens.js';
import { useTestApp, HOSTS } from '../support/app.js';
import { buildPerson, unique } from '../support/factories.js';
import { api } from '../support/http.js';
import { OidcClient, SignInError } from '../support/oidc.js';

const t = useTestApp();

// The process's clock (Date only): the waits pass without sleeping.
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date() }));
afterAll(() => vi.useRealTimers());
const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** Each test's browser has an address of its own: the per-address count is another test's. */
let lastOctet = 10;
const browser = () => new OidcClient(t.app, HOSTS.default, {}, `192.0.2.${lastOctet++}`);

async function attempt(client: OidcClient, email: string, password: string) {
  const outcome = await client.signIn(email, password).then(
    () => ({ status: 200, alert: 'signed in' }),
    (e: unknown) => {
      if (!(e instanceof SignInError)) throw e;
      return { status: e.page.statusCode, alert: /role="alert">([^<]*)/.exec(e.page.body)?.[1] ?? e.page.body };
    },
  );
  return outcome;
}

const INCORRECT = { status: 401, alert: 'The e-mail or password is incorrect.' };
const wait = (minutes: number) => ({
  status: 429,
  alert: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

describe('sign-in slows down, the same for every e-mail', () => {
  it('answers an unknown e-mail exactly as a known one, try after try', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    const knownBrowser = browser();
    const unknownBrowser = browser();
    const nobody = `nobody-${unique()}@test.example`;
    for (let i = 1; i <= 7; i++) {
      known.push(await attempt(knownBrowser, person.email, `guess-${i}`));
      unknown.push(await attempt(unknownBrowser, nobody, `guess-${i}`));
    }
    const expected = [INCORRECT, INCORRECT, INCORRECT, INCORRECT, wait(1), wait(1), wait(1)];
    expect(known).toEqual(expected);
    expect(unknown).toEqual(expected);
  });

  it('lets the owner in after the wait, which doubles with each failure up to 15 minutes', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    const attacker = browser();
    const owner = browser();
    for (let i = 1; i <= 4; i++) expect(await attempt(attacker, person.email, `guess-${i}`)).toEqual(INCORRECT);
    expect(await attempt(attacker, person.email, 'guess-5')).toEqual(wait(1));
    // While the wait runs even the right password is not checked, from any address.
    expect(await attempt(owner, person.email, person.password)).toEqual(wait(1));

    const waits: number[] = [];
    for (let failure = 6; failure <= 10; failure++) {
      advance(15 * 60 + 1);
      const answer = await attempt(attacker, person.email, `guess-${failure}`);
      expect(answer.status).toBe(429);
      waits.push(Number(/in (\d+) minute/.exec(answer.alert)?.[1]));
    }
    expect(waits).toEqual([2, 4, 8, 15, 15]);

    advance(14 * 60);
    expect(await attempt(owner, person.email, person.password)).toEqual(wait(1));
    advance(61);
    expect(await attempt(owner, person.email, person.password)).toEqual({ status: 200, alert: 'signed in' });
    // The success ends the e-mail's failures: a typo now is just a typo.
    expect(await attempt(browser(), person.email, 'typo')).toEqual(INCORRECT);
  });

  it('ends the wait when the owner sets a new password by a reset link', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    const attacker = browser();
    for (let i = 1; i <= 5; i++) await attempt(attacker, person.email, `guess-${i}`);
    expect(await attempt(browser(), person.email, person.password)).toEqual(wait(1));
    const token = await issueOneTimeToken(t.app.platform.db, {
      tenantId: 'default',
      kind: 'password-reset',
      userId: person.user.id,
      ttlSeconds: 3600,
    });
    const reset = await api(t.app).post('/api/auth/password-reset/confirm', { token, password: 'a new long secret' });
    expect(reset.statusCode).toBe(200);
    expect(await attempt(browser(), person.email, 'a new long secret')).toEqual({ status: 200, alert: 'signed in' });
  });

  it('slows down one address trying many e-mails after 20 failures, and not another address', async () => {
    const sprayer = browser();
    const answers = [];
    for (let i = 1; i <= 21; i++)
      answers.push(await attempt(sprayer, `spray-${i}-${unique()}@test.example`, 'Summer2026!'));
    expect(answers.slice(0, 19)).toEqual(Array(19).fill(INCORRECT));
    expect(answers.slice(19)).toEqual([wait(1), wait(1)]);
    expect(await attempt(browser(), `spray-1-${unique()}@test.example`, 'Summer2026!')).toEqual(INCORRECT);
  });
});
