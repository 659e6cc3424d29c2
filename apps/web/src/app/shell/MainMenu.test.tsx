import { Role, type RoleId } from '@stride/contracts';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { buildClaims, buildTenant } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { routeAccess } from '../routes/access';
import { MainMenu } from './MainMenu';

function renderMenu(
  role: RoleId,
  { chatUnread = 0, surveyAvailable = false, screener = false, navigationName = 'Main' } = {},
) {
  const tenant = buildTenant({ features: { screener, publicScreener: false, smartSurvey: false } });
  const access = routeAccess(buildClaims(role, { survey_available: surveyAvailable }), tenant);
  renderWithApp(<MainMenu access={access} chatUnread={chatUnread} />, { tenant });
  return within(screen.getByRole('navigation', { name: navigationName }));
}

const names = (menu: ReturnType<typeof renderMenu>) => menu.getAllByRole('link').map((link) => link.textContent);

describe('MainMenu', () => {
  afterEach(() => setLanguage('en'));

  it('gives an advisor the participant dashboard but not the advisors dashboard or the team', () => {
    const menu = renderMenu(Role.Advisor);
    expect(menu.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(menu.queryByRole('link', { name: 'Advisors dashboard' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Stride Team' })).toBeNull();
  });

  it('gives a company admin the advisors dashboard and the programme wording for routines', () => {
    const menu = renderMenu(Role.CompanyAdmin);
    expect(menu.getByRole('link', { name: 'Advisors dashboard' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Positive Actions' }).getAttribute('href')).toBe('/routines');
  });

  it("names the tenant's areas in its Spanish words for a Spanish-speaking user", async () => {
    await act(() => setLanguage('es'));
    const menu = renderMenu(Role.Owner, { navigationName: 'Principal' });
    expect(names(menu)).toEqual([
      'Participantes',
      'Empresas',
      'Equipo de Stride',
      'Mensajes',
      'Biblioteca multimedia',
      'Envío programado',
      'Acciones positivas',
      'Panel de administración',
    ]);
  });

  it('keeps participants and companies from a participant', () => {
    const menu = renderMenu(Role.Participant);
    expect(menu.queryByRole('link', { name: 'Participants' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Companies' })).toBeNull();
    expect(names(menu)).toEqual(['My day', 'My progress', 'My calendar', 'Messages', 'My media']);
  });

  it('lists an owner’s entries in the table’s order, with the product name in the team title', () => {
    const menu = renderMenu(Role.Owner);
    expect(names(menu)).toEqual([
      'Participants',
      'Companies',
      'Stride Team',
      'Messages',
      'Media library',
      'Timed release',
      'Positive Actions',
      'Admin panel',
    ]);
  });

  it('labels Courses as beta and shows the chat badge capped at 99+', () => {
    const menu = renderMenu(Role.Advisor, { chatUnread: 120 });
    expect(menu.getByRole('link', { name: /^Courses/ }).textContent).toBe('Coursesbeta');
    expect(menu.getByRole('link', { name: /^Messages/ }).textContent).toContain('99+');
  });

  it('hides Screeners while the user’s survey flag is off', () => {
    expect(renderMenu(Role.Advisor, { screener: true }).queryByRole('link', { name: 'Screeners' })).toBeNull();
  });

  it('shows Screeners with the tenant feature and the user flag', () => {
    const menu = renderMenu(Role.Advisor, { screener: true, surveyAvailable: true });
    expect(menu.getByRole('link', { name: 'Screeners' })).toBeTruthy();
  });
});
