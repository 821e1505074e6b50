import { can, type Permission } from '../../acl/permissions';
import type { Role } from '../../acl/role';

/**
 * The horizontal layout's template menu. The template this app grew from used the roles admin and
 * editor, which matched nobody; here every group needs 'demo.view', held by admin and user.
 */
export interface DemoMenuLink {
  readonly id: string;
  readonly labelId: string;
  readonly route: string;
}

export interface DemoMenuGroup {
  readonly id: string;
  readonly labelId: string;
  readonly icon: string;
  readonly permission: Permission;
  readonly links: readonly DemoMenuLink[];
}

const l = (id: string, route: string): DemoMenuLink => ({ id, labelId: `menu.${id}`, route });
const group = (id: string, icon: string, links: readonly DemoMenuLink[]): DemoMenuGroup => ({
  id,
  labelId: `menu.${id}`,
  icon,
  permission: 'demo.view',
  links,
});

export const DEMO_MENU: readonly DemoMenuGroup[] = [
  group('email', 'mail', [l('email', '/email/inbox')]),
  group('chat', 'message', [l('chat', '/chat')]),
  group('todo', 'checklist', [l('todo', '/todo/all')]),
  group('calendar', 'calendar', [l('calendar', '/calendar')]),
  group('ecommerce', 'shopping-cart', [
    l('ecommerceDashboard', '/ecommerce-dashboard'),
    l('shop', '/ecommerce/shop'),
    l('wishList', '/ecommerce/wishlist'),
    l('productDetail', '/ecommerce/product-detail'),
    l('checkout', '/ecommerce/checkout'),
  ]),
  group('userApp', 'users', [
    l('userList', '/app/user/list'),
    l('userView', '/app/user/view'),
    l('userEdit', '/app/user/edit'),
  ]),
  group('uiElements', 'layout', [
    l('grid', '/ui-element/grid'),
    l('typography', '/ui-element/typography'),
    l('colors', '/colors/colors'),
    l('cards', '/cards/basic'),
    l('components', '/components/alerts'),
  ]),
  group('forms', 'forms', [
    l('formElements', '/forms/elements/input'),
    l('formLayout', '/forms/layout/form-layout'),
    l('formWizard', '/forms/wizard'),
  ]),
  group('tables', 'table', [
    l('reactTables', '/tables/react-tables'),
    l('agGrid', '/tables/agGrid'),
    l('dataList', '/data-list/list-view'),
  ]),
  group('charts', 'chart', [
    l('apex', '/charts/apex'),
    l('chartjs', '/charts/chartjs'),
    l('recharts', '/charts/recharts'),
  ]),
  group('maps', 'map', [l('leaflet', '/maps/leaflet')]),
  group('pages', 'file', [
    l('profile', '/pages/profile'),
    l('accountSettings', '/pages/account-settings'),
    l('faq', '/pages/faq'),
    l('knowledgeBase', '/pages/knowledge-base'),
    l('search', '/pages/search'),
    l('invoice', '/pages/invoice'),
    l('usersList', '/pages/user/list'),
  ]),
  group('misc', 'dots', [
    l('comingSoon', '/misc/coming-soon'),
    l('error404', '/misc/error/404'),
    l('error500', '/misc/error/500'),
    l('notAuthorized', '/misc/not-authorized'),
    l('maintenance', '/misc/maintenance'),
  ]),
];

export function visibleDemoGroups(groups: readonly DemoMenuGroup[], role: Role | null | undefined): DemoMenuGroup[] {
  return groups.filter((g) => can(role, g.permission) && g.links.length > 0);
}
