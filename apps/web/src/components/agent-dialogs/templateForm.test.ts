import { describe, expect, it } from 'vitest';
import {
  isTemplateComplete,
  newSchedulePayload,
  newTemplatePayload,
  scheduleHint,
  templateOptions,
} from './templateForm';

describe('template form', () => {
  it('names the template after its range and stores 91+ as 91-999', () => {
    expect(newTemplatePayload('0-45', 2, ' Hello ', 'Body')).toEqual({
      name: '0-45 days template',
      carrierId: 2,
      debtAgeMin: 0,
      debtAgeMax: 45,
      subject: 'Hello',
      body: 'Body',
      active: true,
    });
    expect(newTemplatePayload('46-90', null, 's', 'b')).toMatchObject({ debtAgeMin: 46, debtAgeMax: 90 });
    expect(newTemplatePayload('91+', 1, 's', 'b')).toMatchObject({
      name: '91+ days template',
      debtAgeMin: 91,
      debtAgeMax: 999,
    });
  });

  it('needs the subject and the body field itself', () => {
    expect(isTemplateComplete('Subject', 'Body')).toBe(true);
    expect(isTemplateComplete(' ', 'Body')).toBe(false);
    expect(isTemplateComplete('Subject', '')).toBe(false);
  });

  it('schedules a saved template with its own range and carrier, except for Manual', () => {
    const template = newTemplatePayload('91+', 3, 's', 'b');
    expect(newSchedulePayload('Manual', 9, template)).toBeNull();
    expect(newSchedulePayload('Weekly', 9, template)).toEqual({
      templateId: 9,
      frequency: 'weekly',
      carrierId: 3,
      debtAgeMin: 91,
      debtAgeMax: 999,
    });
    expect(newSchedulePayload('Bi-weekly', 9, template)?.frequency).toBe('biweekly');
    expect(newSchedulePayload('Monthly', 9, newTemplatePayload('0-45', null, 's', 'b'))).toMatchObject({
      frequency: 'monthly',
      carrierId: null,
      debtAgeMin: 0,
      debtAgeMax: 45,
    });
  });

  it('says under the select what the choice will do', () => {
    expect(scheduleHint('Manual')).toMatch(/only when you send it/);
    expect(scheduleHint('Bi-weekly')).toContain('every two weeks');
  });

  it('tells apart templates that share a name by their subject, then their id', () => {
    const options = templateOptions([
      { id: 1, name: '0-45 days template', subject: 'Friendly reminder' },
      { id: 2, name: '0-45 days template', subject: 'Second notice' },
      { id: 3, name: '0-45 days template', subject: 'Second notice' },
      { id: 4, name: '91+ days template', subject: 'Final notice' },
    ]);
    expect(options.map((o) => o.label)).toEqual([
      '0-45 days template: Friendly reminder',
      '0-45 days template: Second notice (#2)',
      '0-45 days template: Second notice (#3)',
      '91+ days template',
    ]);
    expect(options.map((o) => o.value)).toEqual(['1', '2', '3', '4']);
  });
});
