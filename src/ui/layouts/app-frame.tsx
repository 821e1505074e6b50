import type { CSSProperties, ReactNode } from 'react';
import { NAVBAR_SCROLLED_AFTER_PX } from '../../domain/customizer/viewport-rules';
import { useSelector } from '@xstate/react';
import { WhenWanted } from '../components/on-demand';
import { customizerPanel, mobileSidebar } from './frame-drawers';
import { FloatingMenuButton, FooterArea, ScrollToTop } from './frame-parts';
import { HorizontalMenu } from './horizontal-menu';
import { useLayoutView, useSettings, useShellActors } from './shell-context';
import { ShellProvider } from './shell-provider';
import { Sidebar } from './sidebar';
import { TopNavbar } from './top-navbar';
import { useScrolledPast } from './use-scrolled-past';
import { useSidebarSwipe } from './use-swipe';
import classes from './shell.module.css';

/** The signed-in frame: vertical or horizontal layout as the layout machine decides. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ShellProvider>
      <Frame>{children}</Frame>
    </ShellProvider>
  );
}

const OFFSETS = {
  expanded: 'var(--sidebar-width)',
  collapsed: 'var(--sidebar-collapsed-width)',
  peeking: 'var(--sidebar-collapsed-width)',
};

/** One tree for both layouts, so switching never remounts the page in <main>. */
function Frame({ children }: { children: ReactNode }) {
  const { layout, sidebar } = useLayoutView();
  const settings = useSettings();
  const customizerOpen = useSelector(useShellActors().customizer, (s) => s.matches('open'));
  const scrolled = useScrolledPast(NAVBAR_SCROLLED_AFTER_PX);
  useSidebarSwipe();
  const vertical = layout === 'vertical';
  const narrow = sidebar === 'open' || sidebar === 'closed';
  const offset = vertical && !narrow ? OFFSETS[sidebar as keyof typeof OFFSETS] : '0px';

  return (
    <div
      className={classes.root}
      data-layout={layout}
      data-theme={settings.theme}
      data-testid="app-frame"
      style={{ '--content-offset': offset } as CSSProperties}
    >
      {vertical && !narrow && <Sidebar state={sidebar} placement="fixed" />}
      {vertical && narrow && (
        <WhenWanted part={mobileSidebar} wanted={sidebar === 'open'} props={{ open: sidebar === 'open' }} />
      )}
      <div className={classes.content}>
        {settings.navbarType !== 'hidden' && (
          <TopNavbar layout={layout} showMenuButton={vertical && narrow} scrolled={!vertical && scrolled} />
        )}
        {settings.navbarType === 'hidden' && vertical && narrow && <FloatingMenuButton />}
        {!vertical && <HorizontalMenu />}
        <main className={classes.main}>{children}</main>
        <FooterArea />
      </div>
      <ScrollToTop />
      <WhenWanted part={customizerPanel} wanted={customizerOpen} props={{}} />
    </div>
  );
}
