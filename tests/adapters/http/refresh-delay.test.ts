import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from '../../../src/adapters/http/jwt-session-storage';

const token = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
const now = Date.parse('2026-11-23T12:00:00Z');
const at = (ms: number) => Math.floor(ms / 1000);

describe('when an access token is renewed', () => {
  it('two minutes before it ends, counted from its own times', () => {
    expect(refreshDelayMs(token({ iat: at(now), exp: at(now) + 15 * 60 }), now)).toBe(13 * 60_000);
  });

  it('the same whatever the client clock says', () => {
    const issued = token({ iat: at(now), exp: at(now) + 15 * 60 });
    expect(refreshDelayMs(issued, now + 3 * 3_600_000)).toBe(13 * 60_000);
    expect(refreshDelayMs(issued, now - 3 * 3_600_000)).toBe(13 * 60_000);
  });

  it('never in a loop: a short-lived token waits half its life, at least ten seconds', () => {
    expect(refreshDelayMs(token({ iat: at(now), exp: at(now) + 120 }), now)).toBe(60_000);
    expect(refreshDelayMs(token({ iat: at(now), exp: at(now) + 4 }), now)).toBe(10_000);
    expect(refreshDelayMs(token({ exp: at(now) - 3600 }), now)).toBe(10_000);
  });

  it('not at all when the token cannot be read', () => {
    expect(refreshDelayMs('not-a-token', now)).toBeNull();
    expect(refreshDelayMs(token({ sub: 'u' }), now)).toBeNull();
  });
});
