import { Card, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; caption?: string; loading?: boolean };

/** One statistic card; a skeleton while loading (SPEC: four placeholders on the dashboard). */
export function StatCard({ label, value, caption, loading }: StatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        {loading ? (
          <Skeleton height="16" data-testid="stat-skeleton" />
        ) : (
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
            {caption && <Stat.HelpText>{caption}</Stat.HelpText>}
          </Stat.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
