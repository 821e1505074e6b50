import { useIntl } from 'react-intl';
import { mailSentAt } from '../../../../domain/demo/mail/mail-compose';
import type { Email } from '../../../../domain/demo/mail/email.types';

/** A mail's sending time in the reader's language; the template's own text when it makes no date. */
export function MailDate({
  mail,
  withYear = false,
}: {
  mail: Pick<Email, 'time' | 'day' | 'year'>;
  withYear?: boolean;
}) {
  const intl = useIntl();
  const at = mailSentAt(mail);
  if (!at) return <>{withYear ? `${mail.day} ${mail.year}, ${mail.time}` : `${mail.day} ${mail.time}`}</>;
  return (
    <>
      {intl.formatDate(at, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
        timeZone: 'UTC',
      })}{' '}
      {intl.formatTime(at, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })}
    </>
  );
}
