import { queryOptions } from '@tanstack/react-query';
import type { MailUseCases } from '../../../../application/demo/mail.use-cases';

/** The mail demo's cache keys: one list per folder or label under `all`. */
export const mailKeys = {
  all: ['demo', 'mail'] as const,
  list: (filter: string) => ['demo', 'mail', filter] as const,
};

/** The mail demo as server state, through `useCases.demo.mail`. */
export const mailQueries = {
  list: (mail: MailUseCases, filter: string) =>
    queryOptions({ queryKey: mailKeys.list(filter), queryFn: () => mail.list(filter) }),
};
