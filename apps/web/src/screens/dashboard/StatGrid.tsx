import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { StatCard } from '../../components/display/StatCard';

type Stat = ComponentProps<typeof StatCard>;

type StatGridProps = {
  stats: readonly Stat[];
  /** Whether the figures are still coming; a stat fed by another query says so itself. */
  loading?: boolean;
  columns?: SimpleGridProps['columns'];
};

/** A screen's row of statistic cards, four across on wide screens unless told otherwise. */
export function StatGrid({ stats, loading, columns = { base: 1, md: 2, xl: 4 } }: StatGridProps) {
  return (
    <SimpleGrid columns={columns} gap="4">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} loading={stat.loading ?? loading} />
      ))}
    </SimpleGrid>
  );
}
