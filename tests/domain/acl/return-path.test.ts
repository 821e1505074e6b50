import { safeReturnPath } from '../../../src/domain/acl/return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/freight/list', '/freight/list'],
    ['/freight/list?status=booked#top', '/freight/list?status=booked#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ['https://evil.example/phish'],
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['freight/list'],
    ['/a\nb'],
    ['/pages/login?redirect=/x'],
    [''],
    [undefined],
    [42],
    ['/' + 'a'.repeat(2100)],
  ])('falls back to / for %j', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });
});
