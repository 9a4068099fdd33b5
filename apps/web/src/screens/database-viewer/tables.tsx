import { Badge } from '@chakra-ui/react';
import type { RouterOutputs } from '../../lib/trpc';
import { idColumn, tabSpec, type TabSpec } from './tabSpec';

export type Carrier = RouterOutputs['carrier']['list'][number];

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US');

export function carrierTab(): TabSpec<Carrier> {
  const activity = (c: Carrier) => (c.active ? 'Active' : 'Inactive');
  return tabSpec({ label: 'Carriers', file: 'carriers', emptyText: 'No carriers found.' }, [
    idColumn(),
    { key: 'name', header: 'Name', render: (c) => c.name, csv: (c) => c.name },
    { key: 'code', header: 'Code', render: (c) => <Badge variant="outline">{c.code}</Badge>, csv: (c) => c.code },
    {
      key: 'status',
      header: 'Status',
      render: (c) => <Badge colorPalette={c.active ? 'green' : 'gray'}>{activity(c)}</Badge>,
      csv: activity,
    },
    { key: 'created', header: 'Created', render: (c) => day(c.createdAt), csv: (c) => c.createdAt },
  ]);
}
