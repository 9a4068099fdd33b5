import { describe, expect, it } from 'vitest';
import { fillTemplate, unknownTemplateVariables } from './template';

const values = {
  agentName: 'Jane Smith',
  agentId: 'QA-777',
  carrier: 'Aetna',
  debtAmount: 1234.5,
  debtAgeDays: 47,
  senderName: 'Alex Morgan',
};

describe('fillTemplate', () => {
  it('fills every variable: dollars with 2 decimals, age in days', () => {
    const { text, unknownVariables } = fillTemplate(
      '{agent_name}|{agent_id}|{carrier}|{debt_amount}|{debt_age}|{sender_name}',
      values,
    );
    expect(text).toBe('Jane Smith|QA-777|Aetna|$1,234.50|47|Alex Morgan');
    expect(unknownVariables).toEqual([]);
  });

  it('leaves an unknown variable visible and reports it once', () => {
    const { text, unknownVariables } = fillTemplate('Hi {first_name} {first_name}, {agent_name}', values);
    expect(text).toBe('Hi {first_name} {first_name}, Jane Smith');
    expect(unknownVariables).toEqual(['first_name']);
  });

  it('fills the forms people write by habit: {{agent_name}} (no braces left), { agent_name }, {Agent_Name}', () => {
    const { text, unknownVariables } = fillTemplate('Dear {{agent_name}}, { debt_amount } with {CARRIER}', values);
    expect(text).toBe('Dear Jane Smith, $1,234.50 with Aetna');
    expect(unknownVariables).toEqual([]);
    // A doubled placeholder that is no variable is reported as one, and left as written.
    expect(fillTemplate('Policy {{policy_number}}', values)).toEqual({
      text: 'Policy {{policy_number}}',
      unknownVariables: ['policy_number'],
    });
  });

  it('formats credits and zero, and fills repeated variables everywhere', () => {
    expect(fillTemplate('{debt_amount} {debt_amount}', { ...values, debtAmount: -5 }).text).toBe('-$5.00 -$5.00');
    expect(fillTemplate('{debt_amount}', { ...values, debtAmount: 0 }).text).toBe('$0.00');
  });

  it('writes an empty agent id or carrier as nothing, not "null"', () => {
    expect(fillTemplate('[{agent_id}][{carrier}]', { ...values, agentId: null, carrier: null }).text).toBe('[][]');
  });
});

describe('unknownTemplateVariables', () => {
  it('names each {name} that is not a variable once, subject first, and nothing for a clean template', () => {
    expect(
      unknownTemplateVariables('Policy {policy_number}', 'Quote {unknown_var} {policy_number} {debt_amount}'),
    ).toEqual(['policy_number', 'unknown_var']);
    expect(unknownTemplateVariables('{agent_name}', '{debt_amount} { spaced } {1st} {}')).toEqual([]);
    expect(unknownTemplateVariables('{constructor} {toString}')).toEqual(['constructor', 'toString']);
  });
});
