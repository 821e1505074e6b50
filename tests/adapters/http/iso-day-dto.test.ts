import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isoDayDto } from '../../../src/adapters/http/dto/common.dto';
import { dashboardQueryDto } from '../../../src/adapters/http/dto/freight.dto';

describe('a day in the REST contract', () => {
  it.each(['9999-99-99', '2026-02-30', '2026-13-01', '2025-02-29'])('refuses %s, which no calendar has', (day) => {
    const parsed = z.safeParse(isoDayDto, day);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain('invalidDate');
  });

  it.each(['2024-02-29', '2026-12-31', '1999-01-01'])('takes %s', (day) => {
    expect(z.safeParse(dashboardQueryDto, { today: day }).success).toBe(true);
  });
});
