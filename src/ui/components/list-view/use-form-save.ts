import { notifications } from '@mantine/notifications';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { errorText, fieldErrorTexts } from '../error-text';

function newRequestId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Saving a record form through its resource's save mutation (which puts the saved record in the
 * cache): one request id per form, so a double click or a retry creates one record, and nothing
 * more is saved once it is saved (the form is on its way out); server field errors go back to their
 * fields; a refusal (a stale record included) is said at the form and the form keeps what was typed.
 */
export function useFormSave<R, V>(options: {
  readonly mutation: UseMutationOptions<R, Error, V>;
  /** What to save under this request id, or null when the form itself refuses. */
  readonly variables: (requestId: string) => V | null;
  readonly setFieldErrors: (errors: Record<string, string>) => void;
  readonly onSaved: (record: R) => void;
}) {
  const intl = useIntl();
  const save = useMutation(options.mutation);
  const requestId = useRef(newRequestId());
  const running = useRef(false);
  const saved = useRef(false);

  const submit = async () => {
    if (running.current || saved.current) return;
    const variables = options.variables(requestId.current);
    if (variables === null) return;
    running.current = true;
    try {
      const record = await save.mutateAsync(variables);
      notifications.show({ color: 'green', message: intl.formatMessage({ id: 'listView.saved' }) });
      saved.current = true;
      options.onSaved(record);
    } catch (error) {
      const fields = fieldErrorTexts(intl, toAppError(error).fieldErrors);
      if (Object.keys(fields).length > 0) options.setFieldErrors(fields);
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'listView.saveFailed' }),
        message: errorText(intl, error),
      });
    } finally {
      running.current = false;
    }
  };
  return {
    submit,
    saving: save.isPending || save.isSuccess,
    /** The last refusal, for the form's own message; null once a save succeeds or starts again. */
    failure: save.error,
    /** True once the form's record is saved: leaving it then loses nothing. */
    isSaved: () => saved.current,
  };
}
