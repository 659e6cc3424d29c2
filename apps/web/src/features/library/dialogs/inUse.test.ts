import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../app/i18n/i18n';
import { describeUse } from './inUse';

const t = i18n.t.bind(i18n);

describe('a library file in use says where', () => {
  it('names the definition that shows it, and the participant whose calendar holds it, with its days', async () => {
    await setLanguage('en');
    const definition = describeUse(
      'Plank video',
      {
        utilizationType: 'ROUTINE_DEFINITION',
        eligibleForRemoval: true,
        metadata: { name: 'Plank', kind: 'EXERCISE' },
      },
      t,
    );
    expect(definition).toBe('Plank video is the picture or video of Plank in the exercise library.');
    const calendar = {
      utilizationType: 'PARTICIPANT_CALENDAR',
      eligibleForRemoval: true,
      metadata: {
        participantName: 'Ana Ruiz',
        name: 'Plank',
        items: '4',
        firstDate: '2026-11-02',
        lastDate: '2026-11-23',
      },
    };
    expect(describeUse('Plank video', calendar, t)).toBe(
      'Plank video is on the calendar of Ana Ruiz (4 items: Plank, 11/02/2026 to 11/23/2026).',
    );
    await setLanguage('es');
    expect(describeUse('Plank video', calendar, t)).toContain(
      'en el calendario de Ana Ruiz (4 elementos: Plank, del 02/11/2026 al 23/11/2026)',
    );
    const one = { ...calendar, metadata: { ...calendar.metadata, items: '1', lastDate: '2026-11-02' } };
    expect(describeUse('Plank video', one, t)).toContain('(Plank, 02/11/2026)');
    await setLanguage('en');
  });

  it("names the swap and the participant of a swap's picture, which cannot be removed", async () => {
    await setLanguage('en');
    const swap = {
      utilizationType: 'SWAP',
      eligibleForRemoval: false,
      metadata: { participantName: 'Ana Ruiz', name: 'Crisps for fruit' },
    };
    expect(describeUse('Fruit bowl', swap, t)).toBe(
      'Fruit bowl shows in the swap “Crisps for fruit” of Ana Ruiz and cannot be removed.',
    );
    await setLanguage('es');
    expect(describeUse('Fruit bowl', swap, t)).toContain('en el cambio de hábito «Crisps for fruit» de Ana Ruiz');
    await setLanguage('en');
  });
});
