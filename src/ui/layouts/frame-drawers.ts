import { onDemandPart } from '../components/on-demand';

// The drawers the frame opens (the customizer, and the menu on a narrow screen) come with their code on their first
// opening: the pages paint without it. The menu's button fetches it as it is touched or pointed at.
export const customizerPanel = onDemandPart(() => import('./customizer-panel').then((m) => m.CustomizerPanel));
export const mobileSidebar = onDemandPart(() => import('./mobile-sidebar.lazy').then((m) => m.MobileSidebar));

/** What a button that opens the narrow screen's menu adds, so that the menu's code is on its way before the press. */
export const fetchesMobileSidebar = {
  onPointerEnter: mobileSidebar.prefetch,
  onTouchStart: mobileSidebar.prefetch,
  onFocus: mobileSidebar.prefetch,
};
