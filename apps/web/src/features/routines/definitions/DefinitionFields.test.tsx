import { Role, type DefinitionKind } from '@stride/contracts';
import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/fixtures';
import { stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { DefinitionFields, initialValues, valuesCandidate } from './DefinitionFields';

function Fields({ kind }: { kind: DefinitionKind }) {
  return (
    <DefinitionFields
      kind={kind}
      values={initialValues(undefined)}
      errors={{}}
      disabled={false}
      autoFocus={false}
      onChange={() => undefined}
      onNumber={() => undefined}
    />
  );
}

/** What the form would send for an activity that (from older data) records weight. */
function ActivityCandidate() {
  const { t } = useTranslation();
  const values = { ...initialValues(undefined), title: 'Walk', collect: ['TIME', 'WEIGHT'] as const };
  const { candidate } = valuesCandidate({ ...values, collect: [...values.collect] }, 'ACTIVITY', t);
  return <output>{candidate.collect.join(',')}</output>;
}

// Issue 29, item 6: each kind offers its own amounts and records.
describe("a definition's fields by kind", () => {
  beforeEach(() => {
    signInAs(Role.Advisor);
    stubFetch({ toCall: (r) => r, record: () => undefined, handlers: [] });
  });

  it('offer an activity its time and distance only, and no weight to record', async () => {
    renderWithApp(<Fields kind="ACTIVITY" />);
    const amounts = await screen.findByRole('group', { name: 'Amounts' });
    expect(within(amounts).getAllByRole('textbox')).toHaveLength(2);
    expect(within(amounts).getByLabelText('Time (seconds)')).toBeTruthy();
    expect(within(amounts).getByLabelText('Distance (meters)')).toBeTruthy();
    expect(within(amounts).queryByLabelText('Weight (kg)')).toBeNull();
    expect(within(amounts).queryByLabelText('Repetitions')).toBeNull();
    expect(within(amounts).queryByLabelText('Series')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Weight' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Distance' })).toBeTruthy();
  });

  it('offer an exercise weight, repetitions and series, and no distance', async () => {
    renderWithApp(<Fields kind="EXERCISE" />);
    const amounts = await screen.findByRole('group', { name: 'Amounts' });
    for (const label of ['Time (seconds)', 'Weight (kg)', 'Repetitions', 'Series']) {
      expect(within(amounts).getByLabelText(label)).toBeTruthy();
    }
    expect(within(amounts).queryByLabelText('Distance (meters)')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Weight' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Weight' }) as HTMLInputElement).checked).toBe(false);
  });

  it('drop a record the kind does not offer when saved', async () => {
    renderWithApp(<ActivityCandidate />);
    expect((await screen.findByRole('status')).textContent).toBe('TIME');
  });
});
