import { describe, expect, it } from 'vitest';
import { lastContactLabel } from './lastContact';

describe('dashboard', () => {
  it('says how long ago the last notice went out, or "-"', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(lastContactLabel(null, now)).toBe('-');
    expect(lastContactLabel('2026-11-23T08:00:00Z', now)).toBe('Today');
    expect(lastContactLabel('2026-11-22T08:00:00Z', now)).toBe('1 day ago');
    expect(lastContactLabel('2026-11-20T08:00:00Z', now)).toBe('3 days ago');
    expect(lastContactLabel('2026-06-01T08:00:00Z', now)).toBe('5 months ago');
  });
});
