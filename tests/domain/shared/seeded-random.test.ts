import { describe, expect, it } from 'vitest';
import { createSeededRandom, streamSeed } from '../../../src/domain/shared/seeded-random';

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it('gives a different sequence for another seed', () => {
    const a = createSeededRandom(1);
    const b = createSeededRandom(2);
    expect(a.next()).not.toBe(b.next());
  });

  it('keeps int within the inclusive bounds and reaches both ends', () => {
    const r = createSeededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const v = r.int(3, 6);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(6);
      seen.add(v);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createSeededRandom(1).pick([])).toThrow(RangeError);
  });
});

describe('streamSeed', () => {
  it('gives each stream of a seeding its own sequence, the same every time', () => {
    const first = (seed: number, stream: number) => createSeededRandom(streamSeed(seed, stream)).next();
    expect(first(7, 3)).toBe(first(7, 3));
    const firsts = new Set(Array.from({ length: 1000 }, (_, i) => first(7, i)));
    expect(firsts.size).toBe(1000);
    expect(first(8, 3)).not.toBe(first(7, 3));
  });
});
