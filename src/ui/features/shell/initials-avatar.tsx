import { Avatar } from '@mantine/core';

/** Spec: initials avatar, 32 px by default; sizes sm, lg and xl. */
export type InitialsAvatarSize = 'default' | 'sm' | 'lg' | 'xl';
const PIXELS: Readonly<Record<InitialsAvatarSize, number>> = { sm: 24, default: 32, lg: 48, xl: 70 };

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function InitialsAvatar({ name, size = 'default' }: { name: string; size?: InitialsAvatarSize }) {
  return (
    <Avatar size={PIXELS[size]} radius="xl" color="blue" variant="filled" aria-hidden data-size={size}>
      {initialsOf(name)}
    </Avatar>
  );
}
