import { quickMessageBodySchema, type QuickMessageBody } from '@stride/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { localizedZodResolver } from '../../app/forms/resolver';
import { applyServerFieldErrors } from '../../app/forms/serverErrors';
import { useSnackbar } from '../../app/ui/snackbar';

interface Options {
  initial: string;
  /** Sends the checked text; resolves when it is stored. */
  save: (body: QuickMessageBody) => Promise<unknown>;
  /** The spec's confirmation and failure texts (000 section 8), already translated. */
  successText: string;
  failureText: string;
  onSaved?: () => void;
  /** Where a failure is told (default: the snackbar); a dialog tells it inside, where it is heard. */
  onFailure?: (text: string) => void;
}

/**
 * The quick message's one field, checked by the contracts schema. Failures are not the shared handler's
 * "Please try again!": the spec gives quick messages their own text per action.
 */
export function useQuickMessageForm({ initial, save, successText, failureText, onSaved, onFailure }: Options) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const resolver = useMemo(() => localizedZodResolver(quickMessageBodySchema, t), [t]);
  const form = useForm<QuickMessageBody>({ resolver, defaultValues: { message: initial } });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save(body);
      snackbar.show(successText);
      onSaved?.();
    } catch (error) {
      if (applyServerFieldErrors(error, form)) return;
      if (error instanceof ApiError) console.warn(`${error.code} (trace ${error.traceId ?? 'none'})`, error.message);
      if (onFailure) onFailure(failureText);
      else snackbar.show(failureText, 'error');
    }
  });
  return { form, onSubmit };
}
