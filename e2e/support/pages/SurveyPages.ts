import type { Locator, Page } from 'playwright-core';
import type { Shell } from './Shell.js';

/** An answer to one survey call (PUT /api/surveys/{id}/answers/{answerId}). */
const isAnswerCall = (surveyId: number) => (response: { url(): string; request(): { method(): string } }) =>
  response.request().method() === 'PUT' &&
  new URL(response.url()).pathname.startsWith(`/api/surveys/${surveyId}/answers/`);

/**
 * /my-day/surveys/{id}: the participant answers a survey section by section, in their language around the
 * instrument's own words (the questions and answers stay as the instrument publishes them).
 */
export class TakeSurveyPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
    readonly surveyId: number,
  ) {}

  get heading(): Locator {
    return this.shell.main.getByRole('heading', { level: 1 });
  }
  /** A single-choice question: its radio group, named by the question's words. */
  question(content: string): Locator {
    return this.shell.main.getByRole('radiogroup', { name: content, exact: true });
  }
  /** The question's whole field (the group of its legend), where what it misses is said. */
  field(content: string): Locator {
    return this.shell.main.getByRole('group', { name: content, exact: true });
  }
  choice(content: string, answer: string): Locator {
    return this.question(content).getByRole('radio', { name: answer, exact: true });
  }
  /** "Next", or on the last section "Finish". */
  button(key: 'surveys.take.next' | 'surveys.take.finish'): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text(key), exact: true });
  }
  /** What is still missing, said above the buttons. */
  get missingSummary(): Locator {
    return this.shell.main.getByRole('alert').filter({ hasText: this.shell.text('surveys.take.missingSummary_one') });
  }

  /** Chooses an answer and waits until the server has kept it (every answer is saved as it is given). */
  async choose(content: string, answer: string): Promise<void> {
    const radio = this.choice(content, answer);
    const saved = this.page.waitForResponse(isAnswerCall(this.surveyId));
    await radio.check();
    const response = await saved;
    if (response.status() !== 200) throw new Error(`Saving "${answer}" answered ${response.status()}`);
  }
}

/** The "Questionnaires" card of the participant's My day and one survey on it. */
export class MySurveysCard {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  get card(): Locator {
    return this.shell.main.getByRole('region', { name: this.shell.text('surveys.myDay.title'), exact: true });
  }
  /** The survey's article on the card: the one whose Start or Continue opens it. */
  survey(surveyId: number): Locator {
    return this.card.getByRole('article').filter({ has: this.page.locator(`a[href="/my-day/surveys/${surveyId}"]`) });
  }
  open(surveyId: number, key: 'surveys.myDay.start' | 'surveys.myDay.continue'): Locator {
    // Named after its survey (issue 29, item 11): "Start: PHQ-9".
    return this.survey(surveyId).getByRole('link', { name: new RegExp(`^${this.shell.text(key)}: `) });
  }
}
