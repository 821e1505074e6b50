import { describe, expect, it } from 'vitest';
import { DEMO_MENU, visibleDemoGroups } from '../../../../src/domain/demo/menu/demo-menu';

describe('demo menu', () => {
  it('has the thirteen template groups', () => {
    expect(DEMO_MENU.map((g) => g.id)).toEqual([
      'email',
      'chat',
      'todo',
      'calendar',
      'ecommerce',
      'userApp',
      'uiElements',
      'forms',
      'tables',
      'charts',
      'maps',
      'pages',
      'misc',
    ]);
  });

  it('is open to both product roles and closed without one', () => {
    expect(visibleDemoGroups(DEMO_MENU, 'admin')).toHaveLength(13);
    expect(visibleDemoGroups(DEMO_MENU, 'user')).toHaveLength(13);
    expect(visibleDemoGroups(DEMO_MENU, undefined)).toEqual([]);
  });
});
