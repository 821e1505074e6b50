import { notifications } from '@mantine/notifications';
import type { IntlShape } from 'react-intl';
import { toAppError } from '../../application/errors/app-error';
import { errorText } from './error-text';

/** Shows a failed save or change to the user; the screen keeps what they typed so they can try again. */
export function notifyFailure(intl: IntlShape, error: unknown): void {
  notifications.show({
    color: 'red',
    title: intl.formatMessage({ id: 'common.error.title' }),
    message: errorText(intl, toAppError(error)),
    autoClose: 6000,
  });
}
