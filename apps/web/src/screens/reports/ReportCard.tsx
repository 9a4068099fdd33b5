import { Alert, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { TReportName } from '@agentledger/schema';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { ExportButtons } from './ExportButtons';

type ReportCardProps = {
  report: TReportName;
  title: string;
  description: string;
  error?: unknown;
  children: ReactNode;
};

/** One report: its title and what it answers, the two exports, and its content (or why it failed). */
export function ReportCard({ report, title, description, error, children }: ReportCardProps) {
  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          </Stack>
          <ExportButtons report={report} />
        </Flex>
      </Card.Header>
      <Card.Body gap="6">
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(error, 'Failed to load the report')}</Alert.Title>
          </Alert.Root>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}
