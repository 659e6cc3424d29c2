import type {
  NotificationGrouped,
  NotificationList,
  Profile,
  ScheduleSurveyResult,
  Survey,
  SurveyDefinitionSummary,
} from '@stride/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { searchAnswered, signInAs, type SignedIn } from './support/flows.js';
import { t } from './support/i18n.js';
import { escapeRegExp } from './support/names.js';
import { NotificationPanel } from './support/pages/NotificationPages.js';
import { MySurveysCard, TakeSurveyPage } from './support/pages/SurveyPages.js';
import { layoutProblems, setProfileLanguage } from './support/screens.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Both people's zone, so that the dates the portal shows are the same day for both. */
const ZONE = 'Europe/Madrid';
const TENANT = 'brain';
/** expect.poll's default (1 s) is too short when CI runs three suites side by side on 2 cores. */
const POLL = { timeout: 20_000 } as const;

/**
 * The PHQ-9's published scoring (Kroenke, Spitzer, Williams 2001): items 1 to 9 score 0 to 3 by these
 * answers (the instrument's own words, English in every language), summed, read in five bands; the
 * difficulty question is asked, never scored.
 */
const FREQUENCY = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'] as const;
const PHQ9_BANDS = [
  { key: 'none-minimal', min: 0, max: 4 },
  { key: 'mild', min: 5, max: 9 },
  { key: 'moderate', min: 10, max: 14 },
  { key: 'moderately-severe', min: 15, max: 19 },
  { key: 'severe', min: 20, max: 27 },
] as const;
/** The points given to items 1 to 9: 14, the top edge of "moderate", with item 9 (the critical item) at 1. */
const POINTS = [2, 2, 2, 2, 2, 1, 1, 1, 1];
const DIFFICULTY = 'Somewhat difficult';
const EXPECTED_SCORE = POINTS.reduce((sum, p) => sum + p, 0);
const EXPECTED_BAND = PHQ9_BANDS.find((b) => EXPECTED_SCORE >= b.min && EXPECTED_SCORE <= b.max)!.key;

/** Nothing wider than the window (no sideways scroll), no title cut off. */
const overflowFree = async (page: Page, what: string) =>
  expect(await layoutProblems(page), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);

/** The phone's participant, signed in anew (a second device), in the language of their profile. */
const participantSignIn = () =>
  signInAs(e2e, demoEmail('participant', TENANT), {
    tenant: TENANT,
    context: { viewport: PHONE, timezoneId: ZONE, locale: 'es-ES', ...AXE_CONTEXT },
  });

describe('screeners: scheduled, answered on a phone, scored, the critical answer acknowledged', () => {
  it(
    'an advisor schedules a PHQ-9; a Spanish participant answers it on a 390 px phone across two sign-ins (14 with item 9 above 0) and reads a plain summary; the advisor sees the urgent alert, the band and the chart, and acknowledges it',
    { timeout: 300_000 },
    async () => {
      // The participant, on a phone, reads the portal in Spanish (their profile's language; the browser's too).
      let participant: SignedIn = await participantSignIn();
      const previousLanguage = await setProfileLanguage(participant.page, 'es');
      try {
        await participant.page.reload();
        await participant.shell.waitForReady();
        expect(participant.shell.language).toBe('es');
        await participant.page.waitForURL((url) => url.pathname === '/my-day');
        const claims = await accessClaims(participant.page);
        const me = await apiFromPage<Profile>(participant.page, 'GET', `/profiles/${claims.profile_id}`);
        const name = `${me.body.firstName} ${me.body.lastName}`;
        // The bell's count as stored, once the bell says it.
        const participantBell = new NotificationPanel(participant.shell);
        const counted = await apiFromPage<NotificationList>(
          participant.page,
          'GET',
          '/notification-service/notifications?pageSize=1',
        );
        const unreadBefore = counted.body.unread;
        await expect.poll(() => participantBell.unread(), POLL).toBe(unreadBefore);

        // 1. The advisor, on /screeners: the instruments, then "Schedule" a PHQ-9 for the participant, now.
        const advisor = await signInAs(e2e, demoEmail('advisor', TENANT), {
          tenant: TENANT,
          path: '/screeners',
          context: { viewport: DESKTOP, timezoneId: ZONE, ...AXE_CONTEXT },
        });
        const { page, shell } = advisor;
        await page.waitForURL((url) => url.pathname === '/screeners');
        const advisorClaims = await accessClaims(page);
        const advisorProfile = await apiFromPage<Profile>(page, 'GET', `/profiles/${advisorClaims.profile_id}`);
        const advisorName = `${advisorProfile.body.firstName} ${advisorProfile.body.lastName}`;
        await shell.main.getByRole('heading', { level: 1, name: shell.text('surveys.tabsLabel') }).waitFor();
        const instruments = shell.main.getByRole('list', { name: shell.text('surveys.tab.instruments') });
        const phq9Name = shell.text('surveys.nameVersion', { name: 'PHQ-9', version: 1 });
        await instruments.getByRole('link', { name: phq9Name, exact: true }).waitFor();
        await expectNoSeriousViolations(page, '/screeners');
        await shotIfAsked(page, 'surveys-screeners-desktop');
        await page.setViewportSize(PHONE);
        await overflowFree(page, '/screeners');
        await shotIfAsked(page, 'surveys-screeners-phone');
        await expectNoSeriousViolations(page, '/screeners on a phone');
        await page.setViewportSize(DESKTOP);

        await shell.main.getByRole('button', { name: shell.text('surveys.schedule.open'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: shell.text('surveys.schedule.title') });
        await dialog.getByRole('combobox', { name: shell.text('surveys.schedule.instrument') }).click();
        await page.getByRole('option', { name: phq9Name, exact: true }).click();
        const who = dialog.getByRole('combobox', { name: shell.text('surveys.schedule.participants') });
        await who.click();
        const email = demoEmail('participant', TENANT);
        await searchAnswered(page, who, email, '/participants');
        const options = page.getByRole('listbox').getByRole('option');
        await expect.poll(() => options.allInnerTexts(), POLL).toEqual([`${name} (${email})`]);
        await options.first().click();
        expect(await dialog.getByRole('radio', { name: shell.text('surveys.schedule.now') }).isChecked()).toBe(true);
        await expectNoSeriousViolations(page, 'the schedule dialog');
        await shotIfAsked(page, 'surveys-schedule-desktop', { fullPage: false });
        const scheduled = page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/participants/surveys',
        );
        await dialog.getByRole('button', { name: shell.text('surveys.schedule.submit'), exact: true }).click();
        const answer = await scheduled;
        expect(answer.status()).toBe(201);
        const result = (await answer.json()) as ScheduleSurveyResult;
        expect(result).toMatchObject({ notified: 1, notificationFailed: 0 });
        expect(result.items).toHaveLength(1);
        const survey = result.items[0]!;
        expect(survey).toMatchObject({ key: 'phq-9', status: 'SCHEDULED', participant: { userId: claims.user_id } });
        // The spec's words, joined in one snackbar.
        const told = 'Screener scheduled! Success! Notification sent to Participant';
        expect(`${shell.text('surveys.schedule.scheduled')} ${shell.text('surveys.schedule.notified')}`).toBe(told);
        await expect.poll(() => shell.snackbar.innerText().then((text) => text.trim()), POLL).toBe(told);
        await dialog.waitFor({ state: 'detached' });

        // The scheduled tab lists it: the participant, the instrument, "Scheduled".
        await shell.main.getByRole('tab', { name: shell.text('surveys.tab.scheduled'), exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('tab') === 'scheduled');
        const table = shell.main.getByRole('table', { name: shell.text('surveys.tab.scheduled') });
        const row = table
          .getByRole('row')
          .filter({ has: page.locator(`a[href="/participants/${claims.user_id}/screeners?survey=${survey.id}"]`) });
        await row.getByRole('link', { name, exact: true }).waitFor();
        await row.getByText(phq9Name, { exact: true }).waitFor();
        await row.getByText(shell.text('surveys.status.SCHEDULED'), { exact: true }).waitFor();
        await expectNoSeriousViolations(page, 'the scheduled tab');
        await shotIfAsked(page, 'surveys-scheduled-desktop');

        // 2. The participant's bell rises over the socket and says it in Spanish; My day's card offers it.
        const p = participant;
        await expect.poll(() => participantBell.unread(), POLL).toBe(unreadBefore + 1);
        await participantBell.open();
        await participantBell.dialog.getByText('Tienes PHQ-9 listo para responder.', { exact: true }).first().waitFor();
        await p.page.keyboard.press('Escape');
        await participantBell.dialog.waitFor({ state: 'detached' });
        const card = new MySurveysCard(p.page, p.shell);
        await card
          .survey(survey.id)
          .getByText(p.shell.text('surveys.myDay.questions_other', { count: 10 }))
          .waitFor();
        await card.open(survey.id, 'surveys.myDay.start').click();
        await p.page.waitForURL((url) => url.pathname === `/my-day/surveys/${survey.id}`);

        // The questions as the instrument words them, the page around them in Spanish.
        const stored = await apiFromPage<Survey>(p.page, 'GET', `/surveys/${survey.id}`);
        expect(stored.status).toBe(200);
        const questions = stored.body.sections.flatMap((s) => s.questions.map((q) => q.content));
        expect(questions).toHaveLength(10);
        let taking = new TakeSurveyPage(p.page, p.shell, survey.id);
        await taking.heading.filter({ hasText: 'PHQ-9' }).waitFor();
        // The breadcrumbs name it too (not its id).
        await expect.poll(() => p.shell.breadcrumbTexts(), POLL).toEqual([p.shell.text('routes./my-day'), 'PHQ-9']);
        await p.shell.main
          .getByText(p.shell.text('surveys.take.sectionOf', { number: 1, count: 1 }))
          .first()
          .waitFor();
        await taking.choice(questions[0]!, FREQUENCY[0]).waitFor();
        for (const i of [0, 1]) await taking.choose(questions[i]!, FREQUENCY[POINTS[i]!]!);
        await expectNoSeriousViolations(p.page, 'the answering page');
        await overflowFree(p.page, 'the answering page');
        await shotIfAsked(p.page, 'surveys-answering-phone');

        // They leave after two answers (the page closed) and come back on another device.
        await p.page.close();
        participant = await participantSignIn();
        const back = participant;
        expect(back.shell.language).toBe('es');
        const againCard = new MySurveysCard(back.page, back.shell);
        await againCard
          .survey(survey.id)
          .getByText(back.shell.text('surveys.myDay.answered', { answered: 2, total: 10 }))
          .waitFor();
        await againCard.open(survey.id, 'surveys.myDay.continue').click();
        await back.page.waitForURL((url) => url.pathname === `/my-day/surveys/${survey.id}`);
        taking = new TakeSurveyPage(back.page, back.shell, survey.id);
        for (const i of [0, 1]) {
          await expect.poll(() => taking.choice(questions[i]!, FREQUENCY[POINTS[i]!]!).isChecked(), POLL).toBe(true);
        }

        // Items 3 to 9 answered, the difficulty question left: "Finish" names it and completes nothing.
        for (let i = 2; i < 9; i += 1) await taking.choose(questions[i]!, FREQUENCY[POINTS[i]!]!);
        const difficulty = questions[9]!;
        await taking.button('surveys.take.finish').click();
        await taking.missingSummary.waitFor();
        await taking
          .field(difficulty)
          .getByText(back.shell.text('surveys.take.missing.chooseOne'), { exact: true })
          .waitFor();
        await expect
          .poll(
            () => taking.choice(difficulty, 'Not difficult at all').evaluate((el) => el === document.activeElement),
            POLL,
          )
          .toBe(true);
        await expectNoSeriousViolations(back.page, 'the answering page naming a missing answer');
        await shotIfAsked(back.page, 'surveys-answering-missing-phone');
        await back.page.setViewportSize(DESKTOP);
        await overflowFree(back.page, 'the answering page');
        await expectNoSeriousViolations(back.page, 'the answering page on a desktop');
        await shotIfAsked(back.page, 'surveys-answering-desktop', { fullPage: false });
        await back.page.setViewportSize(PHONE);
        const halfway = await apiFromPage<Survey>(back.page, 'GET', `/surveys/${survey.id}`);
        expect(halfway.body).toMatchObject({ status: 'IN_PROGRESS', result: null, answeredQuestions: 9 });
        expect(halfway.body.sections.map((s) => s.completed)).toEqual([false]);

        // The last answer, then "Finish": a plain summary in Spanish, no band and no number, and where to turn.
        await taking.choose(difficulty, DIFFICULTY);
        await taking.missingSummary.waitFor({ state: 'detached' });
        await taking.button('surveys.take.finish').click();
        const outcome = back.shell.main.getByRole('region', { name: back.shell.text('surveys.take.thanks') });
        await outcome.getByText(back.shell.text(`surveys.summary.${EXPECTED_BAND}`), { exact: true }).waitFor();
        await outcome.getByText(back.shell.text('surveys.summary.safety'), { exact: true }).waitFor();
        const read = await back.shell.main.innerText();
        expect(read).not.toMatch(new RegExp(`\\b${EXPECTED_SCORE}\\b`));
        for (const band of PHQ9_BANDS) {
          expect(read).not.toContain(t('es', `surveys.band.${band.key}`));
          expect(read).not.toContain(t('en', `surveys.band.${band.key}`));
        }
        await expectNoSeriousViolations(back.page, 'the outcome');
        await overflowFree(back.page, 'the outcome');
        await shotIfAsked(back.page, 'surveys-outcome-phone');
        await back.page.setViewportSize(DESKTOP);
        await expectNoSeriousViolations(back.page, 'the outcome on a desktop');
        await shotIfAsked(back.page, 'surveys-outcome-desktop');
        await outcome.getByRole('link', { name: back.shell.text('surveys.take.backToDay') }).click();
        await back.page.waitForURL((url) => url.pathname === '/my-day');
        await back.shell.main.getByRole('region', { name: back.shell.text('myDay.today') }).waitFor();
        await expect.poll(() => againCard.survey(survey.id).count(), POLL).toBe(0);
        // The bell's notification, read now, opens the survey's outcome again.
        const bellAgain = new NotificationPanel(back.shell);
        await bellAgain.open();
        await bellAgain.dialog.getByText('Tienes PHQ-9 listo para responder.', { exact: true }).first().click();
        await back.page.waitForURL((url) => url.pathname === `/my-day/surveys/${survey.id}`);
        await outcome.getByText(back.shell.text(`surveys.summary.${EXPECTED_BAND}`), { exact: true }).waitFor();

        // 3. The advisor's bell: the participant's group on top, marked urgent; in it the urgent notification
        // (beside the completion told just after it), which opens the survey.
        const panel = new NotificationPanel(shell);
        await panel.open();
        const groups = panel.dialog.getByRole('list', { name: shell.text('notifications.title') });
        const top = groups.getByRole('listitem').first();
        await top.getByText(name, { exact: true }).waitFor();
        await top.getByText(shell.text('notifications.urgent'), { exact: true }).waitFor();
        await panel.groupToggle(name).click();
        const urgentText = `Urgent: ${name} gave an answer in PHQ-9 that needs your attention now.`;
        const urgentCard = panel.group(name).getByRole('listitem').filter({ hasText: urgentText });
        await urgentCard.getByText(shell.text('notifications.urgent'), { exact: true }).waitFor();
        await panel.group(name).getByText(`${name} completed PHQ-9.`, { exact: true }).first().waitFor();
        await expectNoSeriousViolations(page, 'the bell with an urgent notification');
        await shotIfAsked(page, 'surveys-urgent-bell-desktop', { fullPage: false });
        await urgentCard.getByText(urgentText, { exact: true }).click();
        await panel.dialog.waitFor({ state: 'detached' });
        await page.waitForURL(
          (url) =>
            url.pathname === `/participants/${claims.user_id}/screeners` &&
            url.searchParams.get('survey') === String(survey.id),
        );

        // The participant's screeners tab: the result with its band, the critical answer to acknowledge.
        const detail = shell.main.getByRole('region', { name: phq9Name, exact: true });
        await detail.getByText(shell.text(`surveys.band.${EXPECTED_BAND}`), { exact: true }).waitFor();
        await detail.getByText(String(EXPECTED_SCORE), { exact: true }).waitFor();
        const alert = detail.getByRole('alert').filter({ hasText: shell.text('surveys.critical.title') });
        await alert.getByText(questions[8]!, { exact: true }).waitFor();
        await overflowFree(page, 'the participant’s screeners tab');
        await expectNoSeriousViolations(page, 'the participant’s screeners tab');
        await shotIfAsked(page, 'surveys-participant-tab-desktop');

        // The results of the PHQ-9: the participant's table and chart end with this score.
        const definitions = await apiFromPage<{ items: SurveyDefinitionSummary[] }>(
          page,
          'GET',
          '/surveys/definitions?perPage=100',
        );
        const phq9 = definitions.body.items.find((d) => d.id === survey.definitionId);
        expect(phq9).toMatchObject({ key: 'phq-9', version: 1 });
        await shell.menuLinkTo('/screeners').click();
        await page.waitForURL((url) => url.pathname === '/screeners');
        await shell.main
          .getByRole('link', { name: shell.text('surveys.resultsOf', { name: phq9Name }), exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === `/screeners/${survey.definitionId}/results`);
        const mine = shell.main.getByRole('region', { name, exact: true });
        const scores = mine.getByRole('table', { name: shell.text('surveys.resultsTable', { name }) });
        const last = scores.getByRole('row').last();
        await last.getByRole('cell', { name: String(EXPECTED_SCORE), exact: true }).waitFor();
        await last.getByText(shell.text(`surveys.band.${EXPECTED_BAND}`), { exact: true }).waitFor();
        const chart = mine.getByRole('figure', { name: shell.text('surveys.chart.title', { name }) });
        await chart.locator('svg path').first().waitFor();
        const said = await chart.innerText();
        expect(said).toContain(`: ${EXPECTED_SCORE} (${shell.text(`surveys.band.${EXPECTED_BAND}`)}).`);
        await expectNoSeriousViolations(page, 'the results page');
        await shotIfAsked(page, 'surveys-results-desktop');
        await page.setViewportSize(PHONE);
        await overflowFree(page, 'the results page');
        // The table fits a phone: its frame does not scroll sideways (the band's chip is not cut off).
        const frame = mine.getByRole('region', { name: shell.text('surveys.resultsTable', { name }) });
        await expect.poll(() => frame.evaluate((el) => el.scrollWidth - el.clientWidth), POLL).toBeLessThanOrEqual(0);
        await shotIfAsked(page, 'surveys-results-phone');
        await expectNoSeriousViolations(page, 'the results page on a phone');
        await page.setViewportSize(DESKTOP);

        // Back on the survey (the participant's name links to their latest): "Acknowledge" with a note.
        await mine.getByRole('link', { name, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('survey') === String(survey.id));
        const note = `Called ${name.split(' ')[0]} the same hour: safe, follow-up tomorrow.`;
        await alert.getByRole('button', { name: shell.text('surveys.critical.acknowledge'), exact: true }).click();
        const ack = page.getByRole('dialog', { name: shell.text('surveys.critical.acknowledgeTitle') });
        await ack.getByRole('textbox', { name: shell.text('surveys.critical.noteLabel') }).fill(note);
        await expectNoSeriousViolations(page, 'the acknowledge dialog');
        await ack.getByRole('button', { name: shell.text('surveys.critical.acknowledge'), exact: true }).click();
        await shell.snackbar.filter({ hasText: shell.text('surveys.critical.done') }).waitFor();
        const acknowledged = detail
          .getByRole('alert')
          .filter({ hasText: shell.text('surveys.critical.acknowledgedTitle') });
        await acknowledged.getByText(shell.text('surveys.critical.note', { note }), { exact: true }).waitFor();
        await acknowledged.getByText(new RegExp(`^Acknowledged by ${advisorName} on `)).waitFor();
        await expectNoSeriousViolations(page, 'the acknowledged alert');
        await shotIfAsked(page, 'surveys-acknowledged-desktop');

        // The notification is no longer urgent, in the bell and as stored.
        await panel.open();
        const group = groups
          .getByRole('listitem')
          .filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) }) });
        await group.waitFor();
        await expect
          .poll(() => group.getByText(shell.text('notifications.urgent'), { exact: true }).count(), POLL)
          .toBe(0);
        await page.keyboard.press('Escape');
        const grouped = await apiFromPage<NotificationGrouped>(
          page,
          'GET',
          '/notification-service/notifications-grouped',
        );
        const critical = grouped.body.groups
          .flatMap((g) => g.notifications)
          .filter((n) => n.parameters.surveyId === survey.id && n.code === 'SURVEY_CRITICAL');
        expect(critical).toHaveLength(1);
        expect(critical[0]!.urgent).toBe(false);

        // What is stored: the published score and band, the critical answer acknowledged by the advisor.
        const final = await apiFromPage<Survey>(page, 'GET', `/surveys/${survey.id}`);
        expect(final.status).toBe(200);
        expect(final.body).toMatchObject({
          status: 'COMPLETED',
          answeredQuestions: 10,
          result: { result: EXPECTED_SCORE, band: { key: EXPECTED_BAND }, summary: EXPECTED_BAND },
          critical: {
            questions: [questions[8]],
            acknowledgedBy: { userId: advisorClaims.user_id, name: advisorName },
            note,
          },
        });
        expect(final.body.critical?.acknowledgedAt).not.toBeNull();
        const chosen = final.body.sections[0]!.questions.map((q) => q.answers.find((a) => a.selected)?.label);
        expect(chosen).toEqual([...POINTS.map((points) => FREQUENCY[points]), DIFFICULTY]);
      } finally {
        if (!participant.page.isClosed()) await setProfileLanguage(participant.page, previousLanguage);
      }
    },
  );
});
