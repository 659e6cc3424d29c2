import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicStartV2BodySchema } from '@stride/contracts';
import { FormProvider, useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api';
import { FormTextField } from '../../../app/forms/FormTextField';

const emailSchema = publicStartV2BodySchema.shape.email;
/** The contract's words for no e-mail (spec 002: "Field e-mail is required"). */
const REQUIRED = emailSchema.safeParse('').error?.issues[0]?.message;

interface Values {
  email: string;
}

/**
 * Version 2 (/summit) starts with the taker's e-mail: "Field e-mail is required" under the field when it is
 * empty (the contract's schema, and the server's 400 on the field read the same way). Any other refusal is
 * the page's (`onRefused`: the start's error state).
 */
export function EmailStartForm({
  begin,
  onRefused,
}: {
  begin: (email: string) => Promise<void>;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const messageOf = (message: string | undefined, code?: string) =>
    message === REQUIRED || code === 'too_small' || code === 'invalid_type'
      ? t('publicSurveys.email.required')
      : t('publicSurveys.email.invalid');
  const resolver: Resolver<Values> = async ({ email }): Promise<ResolverResult<Values>> => {
    const parsed = await emailSchema.safeParseAsync(email);
    if (parsed.success) return { values: { email: parsed.data }, errors: {} };
    const issue = parsed.error.issues[0];
    const error = { type: issue?.code ?? 'invalid', message: messageOf(issue?.message, issue?.code) };
    return { values: {}, errors: { email: error } };
  };
  const form = useForm<Values>({ resolver, defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await begin(email);
    } catch (error) {
      const detail =
        error instanceof ApiError && error.status === 400
          ? error.details?.find((d) => /email$/.test(d.path))
          : undefined;
      if (detail) form.setError('email', { type: 'server', message: messageOf(detail.message) }, { shouldFocus: true });
      else onRefused(error);
    }
  });

  return (
    <Paper component="section" aria-labelledby="email-start" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack spacing={2}>
            <Typography id="email-start" variant="h6" component="h2">
              {t('publicSurveys.email.title')}
            </Typography>
            <Typography variant="body2">{t('publicSurveys.email.intro')}</Typography>
            <FormTextField<Values>
              name="email"
              type="email"
              label={t('publicSurveys.email.label')}
              autoComplete="email"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <div>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {t('publicSurveys.email.start')}
              </Button>
            </div>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
