import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toAppError, type AppError } from '../../../application/errors/app-error';
import { errorText } from '../error-text';

function newRequestId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Saving a form: one request id per form (a double click or a retry creates one record), a busy
 * flag to disable the button, server field errors put back on the fields, the form kept as typed.
 */
export function useRecordSave<R>(options: {
  readonly save: (requestId: string) => Promise<R>;
  readonly setFieldErrors: (errors: Record<string, string>) => void;
  readonly onSaved: (record: R) => void;
}) {
  const intl = useIntl();
  const requestId = useRef(newRequestId());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const running = useRef(false);
  const saved = useRef(false);

  const submit = async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    setFailure(null);
    try {
      const record = await options.save(requestId.current);
      notifications.show({ color: 'green', message: intl.formatMessage({ id: 'listView.saved' }) });
      requestId.current = newRequestId();
      saved.current = true;
      options.onSaved(record);
    } catch (error) {
      const appError = toAppError(error);
      const fields = Object.entries(appError.fieldErrors);
      if (fields.length > 0) {
        options.setFieldErrors(
          Object.fromEntries(
            fields.map(([field, code]) => [
              field,
              intl.formatMessage({ id: `masterData.error.${code}`, defaultMessage: code }),
            ]),
          ),
        );
      }
      setFailure(appError);
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'listView.saveFailed' }),
        message: errorText(intl, appError),
      });
    } finally {
      running.current = false;
      setSaving(false);
    }
  };
  /** True once the form's record is saved: leaving it then loses nothing. */
  const isSaved = () => saved.current;
  return { submit, saving, failure, isSaved };
}

/** Domain error codes per field as the sentences the form shows. */
export function useFieldMessages() {
  const intl = useIntl();
  return (errors: Readonly<Partial<Record<string, string>>>): Record<string, string> =>
    Object.fromEntries(
      Object.entries(errors)
        .filter((e): e is [string, string] => typeof e[1] === 'string')
        .map(([field, code]) => [field, intl.formatMessage({ id: `masterData.error.${code}`, defaultMessage: code })]),
    );
}
