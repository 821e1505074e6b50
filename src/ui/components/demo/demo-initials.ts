/** The demos' avatar letters: the first letters of the first two words of a name, upper-case. */
export function demoInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
