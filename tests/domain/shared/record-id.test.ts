import { describe, expect, it } from 'vitest';
import { isRecordId } from '../../../src/domain/shared/record-id';

describe('isRecordId', () => {
  it('takes the ids the stores issue', () => {
    for (const id of ['fr-000123', 'u-demo', 'c-mf3k2a9f0c1d2e3', 'Xb3kP0aZ9qLm2nR8tY1w', 'p_1']) {
      expect(isRecordId(id)).toBe(true);
    }
  });

  it('refuses what could travel into a path or a query', () => {
    for (const id of [
      '',
      '.',
      '..',
      '%2e%2e',
      'a/b',
      'a\\b',
      '-x',
      'a b',
      'é',
      'a?b=1',
      'x'.repeat(129),
      'x'.repeat(1600),
    ]) {
      expect(isRecordId(id)).toBe(false);
    }
  });
});
