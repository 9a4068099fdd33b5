import { describe, expect, it } from 'vitest';
import { isTemplateComplete, newTemplatePayload } from './templateForm';

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
});
