import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../../../../src/domain/demo/menu/demo-menu';
import { messages } from '../../../../src/ui/i18n/menu.messages';

describe('the horizontal demo menu', () => {
  it('has a label in the menu dictionaries for every group and link', () => {
    const ids = DEMO_MENU.flatMap((g) => [g.labelId, ...g.links.map((l) => l.labelId)]);
    expect(ids.length).toBeGreaterThan(13);
    for (const id of ids) expect(messages.en, id).toHaveProperty(id);
  });
});
