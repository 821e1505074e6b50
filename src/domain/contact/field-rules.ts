/** Field checks shared by the master-data records; each failure is a short code the UI translates. */
export type FieldErrors<F extends string> = Readonly<Partial<Record<F, string>>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

export function hasErrors(errors: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some((e) => e !== undefined);
}

export function normaliseEmail(text: string): string {
  return text.trim().toLowerCase();
}
