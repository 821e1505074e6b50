import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/** Mantine anchors and buttons that navigate with the router and keep its typed `to`, `params` and `search`. */
type AnchorElementProps = AnchorProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps>;
const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
export const AnchorLink = createLink(MantineAnchor);

type ButtonElementProps = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>;
const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
export const ButtonLink = createLink(MantineButtonAnchor);
