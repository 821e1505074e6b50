import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** A Mantine NavLink that navigates with the router (typed `to` and `params`): the demo apps' folder menus. */
type AnchorNavLinkProps = NavLinkProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof NavLinkProps>;
const AnchorNavLink = forwardRef<HTMLAnchorElement, AnchorNavLinkProps>((props, ref) => (
  <NavLink component="a" ref={ref} {...props} />
));
export const RouterNavLink = createLink(AnchorNavLink);
