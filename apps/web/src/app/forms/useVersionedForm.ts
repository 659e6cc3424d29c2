import i18next, { type TFunction } from 'i18next';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { saveVersioned, type Versioned } from '../api';
import { useErrorHandler } from '../errors';
import { useSnackbar } from '../ui/snackbar';
import { localizedZodResolver, type FormSchema } from './resolver';
import { applyServerFieldErrors } from './serverErrors';

export interface VersionedFormOptions<S extends FormSchema, T extends Versioned> {
  /** The request body's schema from @stride/contracts; its messages are localized (resolver.ts). */
  schema: S;
  /** The resource as loaded (its query's data); the form follows newer versions while untouched. */
  resource: T;
  /** The form's values for a version of the resource. */
  toValues: (resource: T) => z.input<S>;
  /** Sends the change on a version (with If-Match), e.g. `(body, version) => callEndpoint(endpoints.x.update, { params, body, version })`. */
  save: (body: z.output<S>, version: number) => Promise<T>;
  /** Reads the resource as it is now (after a 412), e.g. `() => callEndpoint(endpoints.x.get, { params })`. */
  reload: () => Promise<T>;
  /** The resource's query: it receives the saved (or reloaded) version. */
  queryKey: QueryKey;
  /** The confirmation for the snackbar; `t` speaks the language of after `onSaved` (which may switch it). */
  successMessage: (t: TFunction, saved: T) => string;
  /** After the cache holds the saved version and before the confirmation. */
  onSaved?: (saved: T) => void | Promise<void>;
}

export interface VersionedFormState<S extends FormSchema> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** The `<form>`'s submit handler: validates, saves, confirms or shows what failed. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** Something was changed and nothing is being saved. */
  canSave: boolean;
}

/**
 * The portal's one pattern for editing a versioned resource (spec 000 sections 4, 5, 8): a contracts
 * schema with react-hook-form; the save goes with If-Match; a 412 reloads the resource and retries once
 * with the user's changed fields over its newer values; a 400's field details land on the fields; any
 * other failure goes to the shared error handler. Render it with <VersionedForm>.
 */
export function useVersionedForm<S extends FormSchema, T extends Versioned>(
  options: VersionedFormOptions<S, T>,
): VersionedFormState<S> {
  const { schema, resource, toValues, save, reload, queryKey, successMessage, onSaved } = options;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const resolver = useMemo(() => localizedZodResolver(schema, t), [schema, t]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: toValues(resource) as DefaultValues<z.input<S>>,
  });
  // Read while rendering: react-hook-form only keeps the states a render subscribed to.
  const { isDirty, isSubmitting, dirtyFields } = form.formState;

  // A newer version from elsewhere (another tab's save, a refetch) replaces untouched values only.
  const follow = useEffectEvent(() => {
    if (!form.formState.isDirty) form.reset(toValues(resource));
  });
  useEffect(() => follow(), [resource.version]);

  const onSubmit = form.handleSubmit(async (values) => {
    // What the user changed, as typed: on a 412 it goes over the reloaded values (top-level fields).
    const typed: Record<string, unknown> = form.getValues();
    const edits = Object.fromEntries(
      Object.entries(dirtyFields)
        .filter(([, dirty]) => Boolean(dirty))
        .map(([name]) => [name, typed[name]]),
    );
    try {
      const onReload = (current: T) => queryClient.setQueryData(queryKey, current);
      const rebase = (current: T): z.output<S> => schema.parse({ ...toValues(current), ...edits });
      const saved = await saveVersioned<T, z.output<S>>({
        version: resource.version,
        body: values,
        save,
        reload,
        onReload,
        rebase,
      });
      form.reset(toValues(saved));
      queryClient.setQueryData(queryKey, saved);
      await onSaved?.(saved);
      // i18next itself: useTranslation's `t` and `i18n` keep the language of the last render.
      snackbar.show(successMessage(i18next.getFixedT(i18next.language), saved));
    } catch (error) {
      if (!applyServerFieldErrors(error, form)) handleError(error);
    }
  });

  return { form, onSubmit, saving: isSubmitting, canSave: isDirty && !isSubmitting };
}
