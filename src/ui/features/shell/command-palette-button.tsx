import { ActionIcon, Box, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconCommand, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import classes from './command-palette-button.module.css';

const CommandPalette = lazy(() => import('./command-palette'));

/**
 * The navbar's search box: opens the command palette, as do Ctrl+K and ⌘K from anywhere (a field included: the
 * modifier never types). The palette's code loads the first time it opens.
 */
export function CommandPaletteButton({ iconClassName }: { iconClassName?: string }) {
  const intl = useIntl();
  const mac = useOs() === 'macos';
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  const label = intl.formatMessage({ id: 'palette.open' });
  const keys = mac ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={open}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        visibleFrom="sm"
        data-testid="command-palette-open"
      >
        <IconSearch size={16} aria-hidden />
        <Box component="span" className={classes.text}>
          {intl.formatMessage({ id: 'palette.placeholderShort' })}
        </Box>
        <kbd className={classes.keys}>{keys}</kbd>
      </UnstyledButton>
      <ActionIcon
        variant="transparent"
        size="lg"
        className={iconClassName}
        onClick={open}
        aria-label={label}
        hiddenFrom="sm"
      >
        <IconCommand size={20} />
      </ActionIcon>
      {loaded ? (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
