import { describe, expect, it } from 'vitest';
import { splitAgentCodeAndName } from './agent-code-name';

describe("an agent's code and name in one cell", () => {
  it.each([
    ['12345 - SMITH JOHN', '12345', 'SMITH JOHN'],
    ['W0012345: Doe Jane', 'W0012345', 'Doe Jane'],
    ['000903 WASHINGTON, GEORGE T, JR', '000903', 'WASHINGTON, GEORGE T, JR'],
    ['AB-123 - Smith, John T, Jr.', 'AB-123', 'Smith, John T, Jr.'],
    ['12345 | Doe, J', '12345', 'Doe, J'],
    ['SMITH, JOHN (12345)', '12345', 'SMITH, JOHN'],
    ['de la Cruz, María [4711]', '4711', 'de la Cruz, María'],
    ['Jane Doe - AB1234', 'AB1234', 'Jane Doe'],
  ])('reads "%s" as code %s and name %s', (text, code, name) => {
    expect(splitAgentCodeAndName(text)).toEqual({ code, name });
  });

  it.each([
    '12345',
    'A100',
    'Ann One',
    // one writing number with a suffix, not a code and a name
    '12345-TX',
    '12345 AB',
    '12345 SMITH',
    'W 12345',
    'Smith 12345',
  ])('leaves "%s" whole', (text) => {
    expect(splitAgentCodeAndName(text)).toBeNull();
  });
});
