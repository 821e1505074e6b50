import { notifications } from '@mantine/notifications';
import type { IntlShape } from 'react-intl';
import { errorText } from './error-text';

const closable = (intl: IntlShape) => ({
  closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
});

/** Says that a change asked about first was made, in a green notice the person can close. */
export function notifyDone(intl: IntlShape, message: string): void {
  notifications.show({ ...closable(intl), color: 'green', message });
}

/**
 * Says that something failed, and why, in a red notice the person can close; it stays a little longer than a
 * success, to be read. The screen keeps what they typed so they can try again.
 */
export function notifyFailed(intl: IntlShape, title: string, error: unknown): void {
  notifications.show({ ...closable(intl), color: 'red', title, message: errorText(intl, error), autoClose: 6000 });
}

/** A failure with no title of its own: "Something went wrong", and why. */
export function notifyFailure(intl: IntlShape, error: unknown): void {
  notifyFailed(intl, intl.formatMessage({ id: 'common.error.title' }), error);
}
