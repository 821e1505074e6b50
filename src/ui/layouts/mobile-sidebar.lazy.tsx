import { Drawer } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useShellActors } from './shell-context';
import { Sidebar } from './sidebar';

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
