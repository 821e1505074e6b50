import { describe, expect, it } from 'vitest';
import { popularityFor } from '../../../../src/domain/demo/datalist/popularity';

describe('popularityFor', () => {
  it.each([
    [100, 'success'],
    [75, 'success'],
    [74.9, 'primary'],
    [74, 'primary'],
    [55, 'primary'],
    [54, 'warning'],
    [35, 'warning'],
    [34, 'danger'],
    [0, 'danger'],
    [150, 'success'],
  ])('%s is %s and keeps its value', (value, color) => {
    expect(popularityFor(value)).toEqual({ popValue: value, color });
  });
  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined], ['abc'], [''], [{}]])(
    '%s becomes 0 with danger',
    (value) => {
      expect(popularityFor(value)).toEqual({ popValue: 0, color: 'danger' });
    },
  );
  it('reads numeric strings from forms', () => {
    expect(popularityFor('80')).toEqual({ popValue: 80, color: 'success' });
    expect(popularityFor(' 40 ')).toEqual({ popValue: 40, color: 'warning' });
  });
});
