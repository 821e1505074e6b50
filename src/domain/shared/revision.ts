/**
 * The `updatedAt` a save stamps: now, but always after the version it replaces, so two saves within one
 * millisecond still differ and an optimistic check can tell them apart.
 */
export function nextRevision(now: string, previous: string | null): string {
  if (previous === null || now > previous) return now;
  const bumped = new Date(Date.parse(previous) + 1);
  return Number.isNaN(bumped.getTime()) ? now : bumped.toISOString();
}
