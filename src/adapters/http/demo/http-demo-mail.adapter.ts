import * as z from 'zod/mini';
import type { MailRepository } from '../../../application/ports/demo/demo-mail.port';
import type { HttpClient } from '../http-client';
import { emailSchema } from './http-demo-schemas';

/** Paths are the original's, including the two it wrote without a leading slash. */
export function createHttpDemoMail(http: HttpClient): MailRepository {
  return {
    list: (filter) => http.get('/api/email/mails', { query: { filter }, schema: z.array(emailSchema) }),
    toggleStar: async (mailId) => {
      await http.post('/api/email/set-starred', { mailId });
    },
    move: async (ids, folder) => {
      await http.post('/api/email/move-mails', { selectedEmails: ids, mailFolder: folder });
    },
    markUnread: async (ids, unread) => {
      await http.post('api/email/mark-unread', { emailIds: ids, unreadFlag: unread });
    },
    toggleLabel: async (ids, label) => {
      await http.post('api/email/set-labels', { emailIds: ids, label });
    },
    send: (draft) => http.post('/api/email/send-mail', draft, { schema: emailSchema }),
  };
}
