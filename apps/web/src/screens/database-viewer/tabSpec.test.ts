import { describe, expect, it } from 'vitest';
import { idColumn, tabSpec } from './tabSpec';
import { carrierTab, historyTab, uploadTab, type FileUpload, type Lookups } from './tables';

const lookups: Lookups = {
  carrierName: (id) => (id === null ? 'N/A' : `Carrier ${id}`),
  templateName: (id) => (id === null ? 'N/A' : `Template ${id}`),
};

describe('tabSpec', () => {
  it('exports the columns that have a CSV cell, in screen order, and shows them all', () => {
    const spec = tabSpec<{ id: number; name: string }>({ label: 'People', file: 'people', emptyText: 'None.' }, [
      idColumn(),
      { key: 'name', header: 'Name', render: (r) => r.name, csv: (r) => r.name },
      { key: 'open', header: '', render: () => null },
    ]);
    expect(spec.columns.map((c) => c.key)).toEqual(['id', 'name', 'open']);
    expect(spec.header).toEqual(['ID', 'Name']);
    expect(spec.csv({ id: 3, name: 'Ann' })).toEqual([3, 'Ann']);
    expect(spec).toMatchObject({ label: 'People', file: 'people', emptyText: 'None.' });
  });

  // The Debts and Agents tabs' files are written by the server (GET /api/debts/export.csv and
  // /api/agents/export.csv: apps/api/test/debt-window.test.ts, agent-window.test.ts).
  it('gives every Database Viewer tab of rows in the browser its CSV header and file name', () => {
    const tabs = [carrierTab(), historyTab(lookups), uploadTab(lookups, () => {})];
    expect(tabs.map((t) => [t.file, t.header])).toEqual([
      ['carriers', ['ID', 'Name', 'Code', 'Status', 'Created']],
      ['email-history', ['ID', 'Agent', 'Subject', 'Template', 'Status', 'Sent At']],
      ['file-uploads', ['ID', 'Filename', 'Carrier', 'Records Processed', 'Status', 'Uploaded At']],
    ]);
  });

  it('leaves a missing carrier empty in the file, where the screen says Agent list', () => {
    const upload = {
      id: 9,
      filename: 'agents.csv',
      carrierId: null,
      recordsProcessed: 12,
      status: 'success',
      uploadedAt: '2024-01-03T00:00:00.000Z',
    } as unknown as FileUpload;
    expect(uploadTab(lookups, () => {}).csv(upload)).toEqual([9, 'agents.csv', null, 12, 'success', upload.uploadedAt]);
  });
});
