import type { TEmailCandidate, TEmailTemplate } from '@agentledger/schema';
import { describe, expect, it } from 'vitest';
import {
  describeRun,
  groupByCarrier,
  listedRun,
  rangeLabel,
  rangeOf,
  summariseSends,
  templateLabel,
  templatesFor,
  hasOneCarrierTemplates,
  noticeRangeOf,
  rangesWithin,
} from './noticeTargets';

const template = (id: number, over: Partial<TEmailTemplate>): TEmailTemplate => ({
  id,
  name: `T${id}`,
  carrierId: null,
  debtAgeMin: 0,
  debtAgeMax: 45,
  subject: 's',
  body: 'b',
  active: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...over,
});

const candidate = (agentId: number, carrierId: number, name: string): TEmailCandidate => ({
  agentId,
  agentNumber: null,
  name,
  email: `${name.toLowerCase()}@example.com`,
  status: 'active',
  carrierId,
  carrierName: `Carrier ${carrierId}`,
  amount: 10,
  debtAge: 5,
  lastNoticeAt: null,
});

describe('notice targets', () => {
  it('names the three ranges as SPEC does and any other by its bounds', () => {
    expect(rangeLabel(91, 999)).toBe('91+ days');
    expect(rangeLabel(10, 20)).toBe('10-20 days');
    expect(rangeOf('46-90')).toMatchObject({ min: 46, max: 90 });
    expect(rangeOf('nonsense')).toMatchObject({ min: 0, max: 45 });
  });

  it('labels a template with its carrier, and its range only when the name does not say it', () => {
    expect(templateLabel(template(1, { name: '0-45 days template' }), 'All carriers')).toBe(
      '0-45 days template (All carriers)',
    );
    expect(templateLabel(template(2, { name: '91-999 days template', debtAgeMin: 91, debtAgeMax: 999 }), 'Aetna')).toBe(
      '91-999 days template (Aetna)',
    );
    expect(templateLabel(template(3, { name: '91+ days template', debtAgeMin: 91, debtAgeMax: 999 }), 'Aetna')).toBe(
      '91+ days template (Aetna)',
    );
    expect(templateLabel(template(4, { name: 'Final reminder', debtAgeMin: 46, debtAgeMax: 90 }), 'Aetna')).toBe(
      'Final reminder (46-90 days, Aetna)',
    );
  });

  it('offers active templates of an overlapping range for the chosen carrier (first) or all carriers', () => {
    const templates = [
      template(1, {}),
      template(2, { carrierId: 7 }),
      template(3, { carrierId: 8 }),
      template(4, { debtAgeMin: 46, debtAgeMax: 90 }),
      template(5, { active: false }),
      template(6, { debtAgeMin: 0, debtAgeMax: 999 }),
    ];
    expect(templatesFor(templates, { min: 0, max: 45 }, 7).map((t) => t.id)).toEqual([2, 1, 6]);
    // With all carriers a template kept for one carrier would reach the other carriers' agents: not offered.
    expect(templatesFor(templates, { min: 0, max: 45 }, null).map((t) => t.id)).toEqual([1, 6]);
    expect(templatesFor(templates, { min: 91, max: 999 }, null).map((t) => t.id)).toEqual([6]);
    expect(hasOneCarrierTemplates(templates, { min: 0, max: 45 }, null)).toBe(true);
    expect(hasOneCarrierTemplates(templates, { min: 0, max: 45 }, 7)).toBe(false);
    expect(hasOneCarrierTemplates(templates, { min: 91, max: 999 }, null)).toBe(false);
    // Over 45 days (the Pending Actions card's list) spans two ranges: only a template covering it all fits.
    expect(
      templatesFor(
        [...templates, template(7, { debtAgeMin: 91, debtAgeMax: 999 })],
        noticeRangeOf('over-45'),
        null,
      ).map((t) => t.id),
    ).toEqual([6]);
  });

  it('names the ranges a link may open: the three of SPEC and over 45 days', () => {
    expect(noticeRangeOf('over-45')).toMatchObject({ min: 46, max: 999, label: 'over 45 days' });
    expect(noticeRangeOf('91+')).toMatchObject({ min: 91, max: 999 });
    expect(noticeRangeOf(null)).toMatchObject({ key: '0-45' });
    expect(noticeRangeOf('bogus')).toMatchObject({ key: '0-45' });
  });

  it("names the ranges inside over 45 days, whose notices its agents get; SPEC's own ranges have none", () => {
    expect(rangesWithin(noticeRangeOf('over-45')).map((r) => r.key)).toEqual(['46-90', '91+']);
    expect(rangesWithin(noticeRangeOf('46-90'))).toEqual([]);
  });

  it('sends once per carrier, each agent once', () => {
    const rows = [candidate(1, 7, 'Ann'), candidate(2, 8, 'Bob'), candidate(3, 7, 'Cy'), candidate(1, 7, 'Ann')];
    expect(groupByCarrier(rows)).toEqual([
      { carrierId: 7, agentIds: [1, 3] },
      { carrierId: 8, agentIds: [2] },
    ]);
  });

  it('adds up immediate answers, counts outbox files and names the agents; jobs are listed apart', () => {
    const rows = [candidate(1, 7, 'Ann'), candidate(2, 7, 'Bob')];
    const run = summariseSends(
      [
        {
          carrierId: 7,
          response: {
            sent: 1,
            failed: 0,
            skipped: 1,
            delivery: 'outbox',
            results: [
              { agentId: 1, status: 'outbox', to: 'ann@example.com', cc: null, error: null },
              { agentId: 2, status: 'skipped', to: null, cc: null, error: 'No e-mail address' },
            ],
          },
        },
        { carrierId: 8, response: { jobId: 12, queued: 40 } },
      ],
      rows,
    );
    expect(run).toMatchObject({
      sent: 1,
      skipped: 1,
      failed: 0,
      outbox: 1,
      jobs: [{ jobId: 12, carrierId: 8 }],
      queued: 40,
      delivery: 'outbox',
    });
    expect(run.results.map((r) => [r.name, r.status])).toEqual([
      ['Ann', 'outbox'],
      ['Bob', 'skipped'],
    ]);
  });

  it('counts SMTP sends as sent and outbox files apart', () => {
    expect(describeRun({ sent: 1, outbox: 1, failed: 0, skipped: 1 })).toBe(
      '1 written to the outbox, 0 failed, 1 skipped',
    );
    expect(describeRun({ sent: 3, outbox: 0, failed: 1, skipped: 0 })).toBe('3 sent, 1 failed, 0 skipped');
    expect(describeRun({ sent: 0, outbox: 0, failed: 2, skipped: 0 })).toBe('0 sent, 2 failed, 0 skipped');
    expect(describeRun({ sent: 3, outbox: 1, failed: 0, skipped: 0 })).toBe(
      '2 sent, 1 written to the outbox, 0 failed, 0 skipped',
    );
  });

  it('a send to the listed agents is summarised from the names the server gives, jobs and all', () => {
    const run = listedRun({
      listed: 42,
      sent: 1,
      failed: 0,
      skipped: 1,
      delivery: 'outbox',
      results: [
        {
          agentId: 4,
          carrierId: 2,
          name: 'Dee',
          carrierName: 'Aetna',
          status: 'outbox',
          to: 'd@x.org',
          cc: null,
          error: null,
        },
        {
          agentId: 5,
          carrierId: 2,
          name: 'Eve',
          carrierName: 'Aetna',
          status: 'skipped',
          to: null,
          cc: null,
          error: 'No e-mail address',
        },
      ],
      jobs: [{ jobId: 3, carrierId: 1, queued: 40 }],
      queued: 40,
    });
    expect(run).toMatchObject({
      sent: 1,
      outbox: 1,
      failed: 0,
      skipped: 1,
      jobs: [{ jobId: 3, carrierId: 1 }],
      queued: 40,
      delivery: 'outbox',
    });
    expect(run.results.map((r) => [r.name, r.carrierName, r.status])).toEqual([
      ['Dee', 'Aetna', 'outbox'],
      ['Eve', 'Aetna', 'skipped'],
    ]);
  });
});
