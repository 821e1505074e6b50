import { ActionIcon, Drawer, Transition } from '@mantine/core';
import { IconArrowUp, IconMenu2 } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { SCROLL_TO_TOP_AFTER_PX } from '../../domain/customizer/viewport-rules';
import { AppFooter } from '../features/footer/app-footer';
import { useSettings, useShellActors } from './shell-context';
import { Sidebar } from './sidebar';
import { useScrolledPast } from './use-scrolled-past';
import classes from './shell.module.css';

/** Footer types: hidden, static (after the page) or sticky (pinned to the bottom). */
export function FooterArea() {
  const { footerType } = useSettings();
  if (footerType === 'hidden') return null;
  return (
    <div className={classes.footer} data-type={footerType} data-testid="footer-area">
      <AppFooter />
    </div>
  );
}

/** Appears after 160 px of scrolling unless the customizer hides it. */
export function ScrollToTop() {
  const intl = useIntl();
  const { hideScrollToTop } = useSettings();
  const scrolled = useScrolledPast(SCROLL_TO_TOP_AFTER_PX);
  return (
    <Transition mounted={!hideScrollToTop && scrolled} transition="slide-up">
      {(style) => (
        <ActionIcon
          className={classes.scrollTop}
          style={style}
          size="xl"
          radius="xl"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label={intl.formatMessage({ id: 'shell.scrollTop' })}
        >
          <IconArrowUp size={20} />
        </ActionIcon>
      )}
    </Transition>
  );
}

/** Under 1200 px the sidebar lives in a drawer opened by the menu button or a swipe ('left' is the start side: Mantine mirrors it in RTL). */
export function MobileSidebar({ open }: { open: boolean }) {
  const intl = useIntl();
  const { layout } = useShellActors();
  return (
    <Drawer.Root opened={open} onClose={() => layout.send({ type: 'sidebar.closed' })} position="left" size={270}>
      <Drawer.Overlay />
      <Drawer.Content aria-label={intl.formatMessage({ id: 'shell.nav.main' })}>
        <Sidebar state="expanded" placement="drawer" />
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** With the navbar hidden on a small screen, the menu still needs a way in besides swiping. */
export function FloatingMenuButton() {
  const intl = useIntl();
  const { layout } = useShellActors();
  return (
    <ActionIcon
      className={classes.floatingMenuButton}
      size="lg"
      onClick={() => layout.send({ type: 'sidebar.opened' })}
      aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
    >
      <IconMenu2 size={20} />
    </ActionIcon>
  );
}
