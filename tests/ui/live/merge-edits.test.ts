import { describe, expect, it } from 'vitest';
import { mergeEdits } from '../../../src/ui/components/list-view/merge-edits';

describe('merging what was typed onto a newer version', () => {
  const start = { notes: '', carrier: 'Maersk', lines: [{ q: '1' }], rate: '5.1' };
  const theirs = { notes: 'Theirs', carrier: 'MSC', lines: [{ q: '2' }], rate: '5.1' };

  it('keeps each field the person changed and takes every other from the newer version', () => {
    const mine = { ...start, notes: 'Mine', lines: [{ q: '1' }, { q: '3' }] };
    expect(mergeEdits(start, mine, theirs)).toEqual({
      notes: 'Mine',
      carrier: 'MSC',
      lines: [{ q: '1' }, { q: '3' }],
      rate: '5.1',
    });
  });

  it('leaves out edits of fields the newer version no longer lets change', () => {
    const mine = { ...start, notes: 'Mine', rate: '5.4' };
    expect(mergeEdits(start, mine, theirs, (field) => field !== 'rate')).toEqual({ ...theirs, notes: 'Mine' });
  });
});
