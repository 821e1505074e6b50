import { EMAIL_TAGS } from '../../../../domain/demo/mail/email.types';

/** Spec colour names mapped onto Mantine palette colours. */
export const TAG_COLOR = { success: 'green', primary: 'blue', warning: 'orange', danger: 'red' } as const;

export function labelColor(label: string): string {
  const tag = EMAIL_TAGS.find((t) => t.value === label);
  return tag ? TAG_COLOR[tag.color] : 'gray';
}
