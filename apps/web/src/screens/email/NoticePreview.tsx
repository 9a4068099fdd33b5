import { Alert, Box, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TEmailCandidate } from '@agentledger/schema';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { useTRPCClient } from '../../lib/trpc';

type NoticePreviewProps = {
  templateId: number | null;
  candidate: TEmailCandidate | null;
  /** What the card says when no template fits (why, and what to do). */
  noTemplateText?: string;
};

/**
 * The notice exactly as the sender will write it (the server fills it with the same function).
 * Preview is a POST, so it is read through the client under a key of its inputs.
 */
export function NoticePreview({ templateId, candidate, noTemplateText }: NoticePreviewProps) {
  const client = useTRPCClient();
  const preview = useQuery({
    queryKey: ['email-preview', templateId, candidate?.agentId, candidate?.carrierId],
    queryFn: () =>
      client.email.preview.mutate({
        templateId: templateId as number,
        agentId: (candidate as TEmailCandidate).agentId,
        carrierId: candidate?.carrierId,
      }),
    enabled: templateId !== null && candidate !== null,
    staleTime: 0,
  });

  return (
    <Card.Root h="full">
      <Card.Header>
        <Heading as="h2" size="md">
          Preview
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {templateId === null
            ? 'No template'
            : candidate
              ? `Notice for ${candidate.name} (${candidate.carrierName})`
              : 'Pick an agent to preview the notice'}
        </Text>
      </Card.Header>
      <Card.Body gap="3" data-testid="notice-preview">
        {templateId === null && (
          <Text color="fg.muted">{noTemplateText ?? 'Choose a template to see the notice.'}</Text>
        )}
        {templateId !== null && candidate && preview.isPending && (
          <Stack gap="2">
            <Skeleton h="5" />
            <Skeleton h="32" />
          </Stack>
        )}
        {preview.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(preview.error, 'Failed to preview the notice')}</Alert.Title>
          </Alert.Root>
        )}
        {preview.data && (
          <>
            {preview.data.unknownVariables.map((name) => (
              <Alert.Root key={name} status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>
                  Unknown variable {`{${name}}`}: this template cannot be sent until it is fixed
                </Alert.Title>
              </Alert.Root>
            ))}
            {preview.data.skipReason && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>No notice would go to this agent: {preview.data.skipReason}</Alert.Title>
              </Alert.Root>
            )}
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                To:{' '}
              </Text>
              {preview.data.to ?? 'No e-mail address: this agent will be skipped'}
            </Text>
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                Subject:{' '}
              </Text>
              <Text as="span" fontWeight="semibold" data-testid="preview-subject">
                {preview.data.subject}
              </Text>
            </Text>
            <Box
              as="pre"
              data-testid="preview-body"
              whiteSpace="pre-wrap"
              fontFamily="inherit"
              fontSize="sm"
              bg="bg.muted"
              borderRadius="md"
              p="3"
              maxH="320px"
              overflowY="auto"
            >
              {preview.data.body}
            </Box>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
