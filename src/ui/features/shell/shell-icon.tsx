import {
  IconAddressBook, IconAlertTriangle, IconBook, IconBox, IconCalendar, IconChartBar, IconChecklist, IconClock, IconCode,
  IconDots, IconFile, IconForms, IconHeart, IconHelp, IconHome, IconLayout, IconList, IconLock, IconMail, IconMap,
  IconMessage, IconPackage, IconPalette, IconPhoto, IconPuzzle, IconSearch, IconSettings, IconShoppingCart, IconStar,
  IconTable, IconTruck, IconTypography, IconUser, IconUsers, type Icon,
} from '@tabler/icons-react';

/** Menu entries and bookmarks name their icon; unknown names get a neutral file icon. */
const ICONS: Readonly<Record<string, Icon>> = {
  'address-book': IconAddressBook, alert: IconAlertTriangle, book: IconBook, box: IconBox, calendar: IconCalendar,
  chart: IconChartBar, checklist: IconChecklist, clock: IconClock, code: IconCode, dots: IconDots, file: IconFile,
  forms: IconForms, heart: IconHeart, help: IconHelp, home: IconHome, layout: IconLayout, list: IconList, lock: IconLock,
  mail: IconMail, map: IconMap, message: IconMessage, package: IconPackage, palette: IconPalette, photo: IconPhoto,
  puzzle: IconPuzzle, search: IconSearch, settings: IconSettings, 'shopping-cart': IconShoppingCart, star: IconStar,
  table: IconTable, truck: IconTruck, typography: IconTypography, user: IconUser, users: IconUsers,
};

export function ShellIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Component = ICONS[name] ?? IconFile;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
