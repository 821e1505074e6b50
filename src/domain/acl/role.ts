/** Staff roles. The spec's original demo menu used 'editor', which matched nobody; only these exist. */
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
