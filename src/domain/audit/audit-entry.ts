import type { ActorRef } from '../freight/freight-record';

/**
 * Who changed which record when, and which fields went from what to what. Values are kept as JSON text so an
 * entry reads the same whatever the record's shape later becomes.
 */
export const AUDITED_KINDS = ['freight', 'product', 'contact', 'user'] as const;
export type AuditedKind = (typeof AUDITED_KINDS)[number];
export type AuditAction = 'create' | 'update' | 'delete' | 'transition';

export interface FieldChange {
  readonly field: string;
  readonly from: string | null;
  readonly to: string | null;
}

export interface AuditEntry {
  readonly id: string;
  readonly kind: AuditedKind;
  readonly recordId: string;
  /** A human handle: the shipment reference, product code, contact or user name. */
  readonly label: string;
  readonly action: AuditAction;
  readonly at: string;
  readonly by: ActorRef;
  readonly changes: readonly FieldChange[];
}

const IGNORED = new Set(['id', 'audit', 'updatedAt', 'history']);

const asText = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** The top-level fields that differ between two versions of a record (system fields left out). */
export function fieldChanges(before: object | null, after: object | null): readonly FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !IGNORED.has(k)).sort();
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const from = asText(b[field]);
    const to = asText(a[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}
