import { ActionIcon, Transition } from '@mantine/core';
import { IconArrowUp, IconMenu2 } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { SCROLL_TO_TOP_AFTER_PX } from '../../domain/customizer/viewport-rules';
import { AppFooter } from '../features/footer/app-footer';
import { fetchesMobileSidebar } from './frame-drawers';
import { useSettings, useShellActors } from './shell-context';
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
      {...fetchesMobileSidebar}
    >
      <IconMenu2 size={20} />
    </ActionIcon>
  );
}
