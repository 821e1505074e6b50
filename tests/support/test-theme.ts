import { mergeThemeOverrides, Menu, Popover } from '@mantine/core';
import { appTheme } from '../../src/ui/theme';

/**
 * The app's theme for jsdom. jsdom lays nothing out (every box is 0×0 at 0,0), so the positioning library takes
 * every menu's button for scrolled out of view and hides the open dropdown as soon as it has placed it: a test that
 * looks at a menu after that moment (one whose code came on demand, say) would find it hidden. Here dropdowns stay
 * shown; a browser test sees the real behaviour.
 */
export const testTheme = mergeThemeOverrides(appTheme, {
  components: {
    Menu: Menu.extend({ defaultProps: { hideDetached: false } }),
    Popover: Popover.extend({ defaultProps: { hideDetached: false } }),
  },
});
