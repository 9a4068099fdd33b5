import { describe, expect, it } from 'vitest';
import { readGroupHeading } from './group-heading';

describe('group headings: the agent named once above their policy rows', () => {
  it.each([
    ['Agent: 40213  SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['Agent: SMITH, WILLIAM H (40213)', '40213', 'SMITH, WILLIAM H'],
    ['Producer 40213 - SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['AGENT NAME: SMITH, WILLIAM H   AGENT #: 40213', '40213', 'SMITH, WILLIAM H'],
    ['Agent #: 40213   Agent Name: SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['Agent 40213', '40213', null],
    ['Writing Agent No. W0040213', 'W0040213', null],
    ['Agent: SMITH, WILLIAM H', null, 'SMITH, WILLIAM H'],
    ['Rep: Mary-Ann O’Neil', null, 'Mary-Ann O’Neil'],
    ['40213 SMITH, WILLIAM H', '40213', 'SMITH, WILLIAM H'],
    ['Broker - AB1234 - Jane Doe', 'AB1234', 'Jane Doe'],
  ])('reads "%s"', (text, writingNumber, name) => {
    expect(readGroupHeading(text)).toEqual({ writingNumber, name });
  });

  it.each([
    'Agent Total: 375.50',
    'Agent Totals',
    'Agency Total',
    'Producer Subtotal 40213',
    'Agent Services: call 1-800-555-0100',
    'Agent: Questions? Call 1-800-555-0100',
    'Agent:',
    'Agent Name: 40213',
    'Agent #: SMITH, WILLIAM',
    'AGENT NAME: SMITH, W   PRODUCER NAME: JONES, A',
    'Total for Agent 40213',
    'LB1001',
    'Smith Insurance Agency',
  ])('does not take "%s" for a heading', (text) => {
    expect(readGroupHeading(text)).toBeNull();
  });

  it('reads a code and a name without a label only when they are alone on their row', () => {
    expect(readGroupHeading('40213 SMITH, WILLIAM H', false)).toBeNull();
    expect(readGroupHeading('Agent: 40213 SMITH, WILLIAM H', false)).toEqual({
      writingNumber: '40213',
      name: 'SMITH, WILLIAM H',
    });
  });
});
