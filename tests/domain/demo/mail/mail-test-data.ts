import type { Email } from '../../../../src/domain/demo/mail/email.types';

export function mail(id: number, patch: Partial<Email> = {}): Email {
  return {
    id,
    sender: `sender${id}@port.test`,
    sender_name: `Sender ${id}`,
    to: ['desk@freightdesk.test'],
    img: '',
    subject: `Subject ${id}`,
    cc: [],
    bcc: [],
    message: `<p>Body ${id}</p>`,
    attachments: [],
    isStarred: false,
    labels: [],
    time: '09:00',
    day: 'Mon, 2 Mar',
    year: 2026,
    replies: [],
    mailFolder: 'inbox',
    unread: false,
    ...patch,
  };
}
