import { redirect } from '@tanstack/react-router';

/** A section's own path (`/contact`) opens its list (`/contact/list`); its deeper paths are left alone. */
export function redirectSectionTo(section: string, to: string) {
  return ({ location }: { location: { pathname: string } }) => {
    if (location.pathname.replace(/\/$/, '') === section) throw redirect({ to });
  };
}
