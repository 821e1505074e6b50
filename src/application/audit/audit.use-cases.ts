import type { AuditRepository } from '../ports/audit-repository.port';

/** What the screens call to read the audit trail: a record's History tab and the admins' activity page. */
export function makeAuditUseCases(deps: { readonly audit: AuditRepository }) {
  const { audit } = deps;
  return {
    history: audit.history.bind(audit),
    activity: audit.activity.bind(audit),
  };
}

export type AuditUseCases = ReturnType<typeof makeAuditUseCases>;
