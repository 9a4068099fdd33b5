import { Card, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type StatCardProps = {
  label: string;
  value: ReactNode;
  caption?: string;
  loading?: boolean;
  /** Where the figure's rows are listed: the card becomes a link there. */
  to?: string;
};

/** One statistic card; a skeleton while loading (SPEC: four placeholders on the dashboard). */
export function StatCard({ label, value, caption, loading, to }: StatCardProps) {
  // While loading, the label stays and the figure and caption are skeletons of their own height,
  // so the card keeps its size when the figure arrives (no layout shift).
  const body = (
    <Card.Body>
      <Stat.Root aria-busy={loading || undefined}>
        <Stat.Label>{label}</Stat.Label>
        {loading ? (
          <Skeleton asChild data-testid="stat-skeleton" aria-hidden>
            <Stat.ValueText>0</Stat.ValueText>
          </Skeleton>
        ) : (
          <Stat.ValueText>{value}</Stat.ValueText>
        )}
        {/* A <dl> holds only <dt> and <dd>: Chakra's help text is a <span> unless told. */}
        {caption &&
          (loading ? (
            <Skeleton asChild aria-hidden>
              <Stat.HelpText as="dd">{caption}</Stat.HelpText>
            </Skeleton>
          ) : (
            <Stat.HelpText as="dd">{caption}</Stat.HelpText>
          ))}
      </Stat.Root>
    </Card.Body>
  );
  if (!to) return <Card.Root size="sm">{body}</Card.Root>;
  return (
    <Card.Root size="sm" asChild _hover={{ borderColor: 'blue.400', shadow: 'sm' }}>
      <RouterLink to={to}>{body}</RouterLink>
    </Card.Root>
  );
}
