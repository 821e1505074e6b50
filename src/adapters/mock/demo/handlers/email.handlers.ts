import type { Email, MovableFolder } from '../../../../domain/demo/mail/email.types';
import { MAIL_FOLDERS } from '../../../../domain/demo/mail/email.types';
import { markUnread, moveMails, setLabels, toggleStar } from '../../../../domain/demo/mail/mail-actions';
import { composeMail } from '../../../../domain/demo/mail/mail-compose';
import { filterMails } from '../../../../domain/demo/mail/mail-filter';
import { createMailFixture, MAIL_OWNER } from '../fixtures/mail.fixture';
import { bodyRecord, fail, ok, queryString } from '../../mock-responses';
import { demoHandlers, demoTable, idList, replaceRows, stringList } from './demo-handler-helpers';

export const MAILS_TABLE = 'demo.mails';

/**
 * The mail demo. Payloads are the original's. Two of its paths had no leading slash; the HTTP
 * client sends those as /api/..., and Pretender must be given the slash too, or it resolves the
 * path against whatever page is open when the server starts.
 */
export const handlers = demoHandlers((router, { db, now }) => {
  const mails = demoTable<Email>(db, MAILS_TABLE, createMailFixture);

  router.get('/api/email/mails', (request) => ok(filterMails(mails(), queryString(request, 'filter') ?? 'inbox')));

  router.post('/api/email/set-starred', (request) => {
    const mailId = Number(bodyRecord(request).mailId);
    replaceRows(mails(), toggleStar(mails(), mailId));
    return ok();
  });

  router.post('/api/email/move-mails', (request) => {
    const body = bodyRecord(request);
    const folder = body.mailFolder as MovableFolder;
    if (!MAIL_FOLDERS.includes(folder)) return fail(400, 'Unknown mail folder');
    replaceRows(mails(), moveMails(mails(), idList(body.selectedEmails), folder));
    return ok();
  });

  router.post('/api/email/mark-unread', (request) => {
    const body = bodyRecord(request);
    replaceRows(mails(), markUnread(mails(), idList(body.emailIds), body.unreadFlag === true));
    return ok();
  });

  router.post('/api/email/set-labels', (request) => {
    const body = bodyRecord(request);
    if (typeof body.label !== 'string' || body.label === '') return fail(400, 'A label is required');
    replaceRows(mails(), setLabels(mails(), idList(body.emailIds), body.label));
    return ok();
  });

  // Not in the original table: composing needs somewhere to go. The new mail lands in sent.
  router.post('/api/email/send-mail', (request) => {
    const body = bodyRecord(request);
    const draft = {
      to: stringList(body.to),
      cc: stringList(body.cc),
      bcc: stringList(body.bcc),
      subject: typeof body.subject === 'string' ? body.subject : '',
      message: typeof body.message === 'string' ? body.message : '',
    };
    if (draft.to.length === 0) return fail(400, 'At least one recipient is required', { to: 'required' });
    const next = composeMail(mails(), draft, { ...MAIL_OWNER, img: '' }, now());
    replaceRows(mails(), next);
    return ok(next[next.length - 1]);
  });
});
