import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one thing in the singular, none and several in the plural', () => {
    expect(countOf(1, 'total row')).toBe('1 total row');
    expect(countOf(0, 'total row')).toBe('0 total rows');
    expect(countOf(2, 'agent')).toBe('2 agents');
  });

  it('takes an irregular plural', () => {
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
  });
});
