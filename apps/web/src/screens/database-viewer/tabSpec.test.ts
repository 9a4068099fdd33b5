import { describe, expect, it } from 'vitest';
import { idColumn, tabSpec } from './tabSpec';
import { carrierTab } from './tables';

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

  // The Agents, Debts, Email History and File Uploads tabs' files are written by the server (their
  // export.csv routes: apps/api/test/debt-window.test.ts, agent-window.test.ts, log-windows.test.ts).
  it('gives the Carriers tab, whose few rows the browser holds, its CSV header and file name', () => {
    const tab = carrierTab();
    expect([tab.file, tab.header]).toEqual(['carriers', ['ID', 'Name', 'Code', 'Status', 'Created']]);
  });
});
