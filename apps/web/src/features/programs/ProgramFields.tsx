import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { createProgramBodySchema } from '@stride/contracts';
import { FormTextField } from '../../app/forms/FormTextField';
import { FormSwitchField } from './FormSwitchField';

export type ProgramValues = Pick<z.input<typeof createProgramBodySchema>, 'name' | 'description' | 'active'>;

/** A program's name, description and whether it is active: the same fields to add and to edit. */
export function ProgramFields() {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField<ProgramValues> name="name" label={t('companies.name')} required autoFocus />
      <FormTextField<ProgramValues> name="description" label={t('companies.description')} multiline minRows={3} />
      <FormSwitchField<ProgramValues> name="active" label={t('companies.active')} />
    </>
  );
}
