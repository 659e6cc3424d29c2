import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicSubmitBodySchema, type PublicSubmitBody } from '@stride/contracts';
import { useId, useState } from 'react';
import { FormProvider, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { FormTextField } from '../../../app/forms/FormTextField';

type Field = keyof PublicSubmitBody;
const FIELDS: readonly Field[] = ['firstname', 'lastname', 'email'];
const AUTOCOMPLETE: Record<Field, string> = { firstname: 'given-name', lastname: 'family-name', email: 'email' };
/** The contract's words for an empty field (spec 002: "All fields are required. Please fill all fields."). */
const ALL_FIELDS = publicSubmitBodySchema.shape.firstname.safeParse('').error?.issues[0]?.message;
/** The contract's words for an e-mail address that is not one. */
const INVALID_EMAIL = publicSubmitBodySchema.shape.email.safeParse('x').error?.issues[0]?.message;
/** An empty field: told once for the form, in the spec's words, the field marked. */
const REQUIRED = 'required';

/**
 * The submit form after a version 1 result (/screener): first name, last name and e-mail, each required
 * (checked by the contract's schema before sending, and the server's 400 read the same way); the results
 * are then mailed, which the page confirms with the address.
 */
export function SubmitResultsForm({
  submitted,
  submit,
}: {
  submitted: boolean;
  submit: (body: PublicSubmitBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const alertId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** A schema's issue (or, code 'server', a 400's detail) as the field shows it. */
  const fieldError = (code: string, message: string): FieldError => {
    if (code === 'too_small' || code === 'invalid_type' || message === ALL_FIELDS)
      return { type: REQUIRED, message: '' };
    if (code === 'invalid_format' || message === INVALID_EMAIL)
      return { type: 'invalid_format', message: t('publicSurveys.submit.invalidEmail') };
    return { type: code, message: code === 'server' ? message : t('form.invalid') };
  };

  const resolver: Resolver<PublicSubmitBody> = async (values) => {
    const parsed = await publicSubmitBodySchema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Partial<Record<Field, FieldError>> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as Field;
      errors[name] ??= fieldError(issue.code, issue.message);
    }
    return { values: {}, errors };
  };
  const form = useForm<PublicSubmitBody>({ resolver, defaultValues: { firstname: '', lastname: '', email: '' } });
  const { errors, isSubmitting } = form.formState;
  const someEmpty = FIELDS.some((name) => errors[name]?.type === REQUIRED);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit(values);
      setSentTo(values.email);
    } catch (error) {
      // The server's 400 names its fields as the schema does: told the same way.
      const details = error instanceof ApiError && error.status === 400 ? (error.details ?? []) : [];
      const placed = details.filter((d) => FIELDS.includes(d.path.replace(/^body\./, '') as Field));
      if (placed.length > 0 || (error instanceof ApiError && error.serverMessage === ALL_FIELDS)) {
        placed.forEach((d, i) =>
          form.setError(d.path.replace(/^body\./, '') as Field, fieldError('server', d.message), {
            shouldFocus: i === 0,
          }),
        );
        if (placed.length === 0) FIELDS.forEach((name) => form.setError(name, { type: REQUIRED, message: '' }));
        return;
      }
      setFailure(errorMessage(error, t));
    }
  });

  if (sentTo !== null || submitted)
    return (
      <Alert severity="success" role="status">
        {sentTo !== null ? t('publicSurveys.submit.sent', { email: sentTo }) : t('publicSurveys.submit.sentBefore')}
      </Alert>
    );

  const field = (name: Field) => (
    <FormTextField<PublicSubmitBody>
      name={name}
      type={name === 'email' ? 'email' : 'text'}
      label={t(`publicSurveys.submit.${name}`)}
      key={name}
      autoComplete={AUTOCOMPLETE[name]}
      required
      fullWidth
      slotProps={{
        htmlInput: { maxLength: name === 'email' ? 254 : 100, ...(someEmpty ? { 'aria-describedby': alertId } : {}) },
      }}
    />
  );

  return (
    <Paper component="section" aria-labelledby="submit-results" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2}>
            <Typography id="submit-results" variant="h6" component="h2">
              {t('publicSurveys.submit.title')}
            </Typography>
            <Typography variant="body2">{t('publicSurveys.submit.intro')}</Typography>
            {someEmpty ? (
              <Alert id={alertId} severity="error" role="alert">
                {t('publicSurveys.submit.allFields')}
              </Alert>
            ) : null}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            {FIELDS.map(field)}
            <div>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('publicSurveys.submit.send')}
              </Button>
            </div>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
