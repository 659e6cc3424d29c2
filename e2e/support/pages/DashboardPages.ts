import type { DashboardRange, ParticipantFigures } from '@stride/contracts';
import type { Locator, Page } from 'playwright-core';
import { escapeRegExp } from '../names.js';
import type { Shell } from './Shell.js';

/** A card's figure: a participants figure or the unread notifications. */
export type FigureKey = keyof ParticipantFigures | 'unreadNotifications';

/**
 * /dashboard, /advisors-dashboard and /advisors-dashboard/{id}: the range controls, the figure cards
 * (each number a link named "<label>: <number>"), the chart and the advisors table.
 */
export class DashboardPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  heading(name: string): Locator {
    return this.shell.main.getByRole('heading', { level: 1, name });
  }
  rangeButton(range: DashboardRange): Locator {
    return this.shell.main.getByRole('button', { name: this.shell.text(`dashboards.range_${range}`), exact: true });
  }
  get showAll(): Locator {
    return this.shell.main.getByRole('switch', { name: this.shell.text('dashboards.showAll') });
  }
  get participantsChart(): Locator {
    return this.shell.main.getByRole('img', { name: this.shell.text('dashboards.participantsChart') });
  }
  get advisorsChart(): Locator {
    return this.shell.main.getByRole('img', { name: this.shell.text('dashboards.advisorsChart') });
  }
  get advisorsTable(): Locator {
    return this.shell.main.getByRole('table', { name: this.shell.text('dashboards.advisorsTable') });
  }
  advisorRow(name: string): Locator {
    return this.advisorsTable.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The card's number link (a card without a list shows its number as text: see figureValue). */
  figureLink(key: FigureKey): Locator {
    const label = this.shell.text(`dashboards.figure_${key}`);
    return this.shell.main.getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}: [\\d,]+$`) });
  }

  /** The number a card shows, read from its link's accessible name. */
  async figureValue(key: FigureKey): Promise<number> {
    const name = (await this.figureLink(key).getAttribute('aria-label')) ?? '';
    const value = /: ([\d,]+)$/.exec(name)?.[1];
    if (value === undefined) throw new Error(`The ${key} card shows no number (${name})`);
    return Number(value.replace(/,/g, ''));
  }

  /** Every participants figure the cards show, by key. */
  async participantValues(keys: readonly (keyof ParticipantFigures)[]): Promise<Record<string, number>> {
    const values: Record<string, number> = {};
    for (const key of keys) values[key] = await this.figureValue(key);
    return values;
  }
}
