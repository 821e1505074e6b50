import { notifications } from '@mantine/notifications';
import type { IntlShape } from 'react-intl';
import { toAppError } from '../../application/errors/app-error';
import { errorText } from './error-text';

/** Shows a failed save to the user; the screen keeps what they typed so they can try again. */
export function notifyFailure(intl: IntlShape, error: unknown): void {
  notifications.show({
    color: 'red',
    title: intl.formatMessage({ id: 'common.error.title' }),
    message: errorText(intl, toAppError(error)),
    autoClose: 6000,
  });
}

/**
 * Runs a change against the backend, shows a failure to the user, and reloads the screen's data
 * either way (the server decides what the screen shows next). Resolves to whether it succeeded.
 */
export async function runThenReload(
  intl: IntlShape,
  call: () => Promise<unknown>,
  reload: () => void,
): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    notifyFailure(intl, error);
    return false;
  } finally {
    reload();
  }
}
