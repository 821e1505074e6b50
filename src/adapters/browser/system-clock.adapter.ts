import type { Clock } from '../../application/ports/clock.port';

export const systemClock: Clock = { now: () => new Date() };
