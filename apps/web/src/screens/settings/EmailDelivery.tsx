import { Badge, Button, Card, Code, Field, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { TEmailDelivery, TEmailTestResult } from '@agentledger/schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LuSend } from 'react-icons/lu';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';

/** The toast for a test e-mail's outcome: where it went, or the server's reason it did not. */
function announce(result: TEmailTestResult, delivery: TEmailDelivery | undefined) {
  if (result.status === 'failed') {
    notifyError('Test e-mail failed', result.error ?? 'The message could not be delivered');
  } else if (result.status === 'outbox') {
    notifySuccess(
      'Test e-mail written to the outbox',
      `The message to ${result.to} was saved as an .eml file${delivery?.outboxDir ? ` in ${delivery.outboxDir}` : ''}`,
    );
  } else {
    notifySuccess('Test e-mail sent', `The SMTP server accepted the message to ${result.to}`);
  }
}

function DeliveryMode({ delivery }: { delivery: TEmailDelivery }) {
  const smtp = delivery.mode === 'smtp';
  return (
    <Stack gap="2" data-testid="delivery-mode">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium">Delivery:</Text>
        <Badge size="lg" variant="surface" colorPalette={smtp ? 'green' : 'blue'}>
          {smtp ? 'SMTP' : 'Outbox folder'}
        </Badge>
      </Flex>
      {smtp ? (
        <Text fontSize="sm" color="fg.muted">
          Notices are sent through the SMTP server of the SMTP_URL setting.
        </Text>
      ) : (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            No SMTP server is configured (SMTP_URL is not set), so nothing leaves this machine: each notice is written
            as an .eml file to the outbox folder
            {delivery.outboxDir ? '' : ' under the data directory'}.
          </Text>
          {delivery.outboxDir && (
            <Code alignSelf="flex-start" wordBreak="break-all" data-testid="outbox-dir">
              {delivery.outboxDir}
            </Code>
          )}
        </Stack>
      )}
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          Sender address:{' '}
        </Text>
        {delivery.from}
      </Text>
    </Stack>
  );
}

/** How notices leave (SMTP or the outbox folder) and a test message through that same channel. */
export function EmailDelivery() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const delivery = useQuery(trpc.email.delivery.queryOptions());
  const [to, setTo] = useState('');
  const sendTest = useMutation(
    trpc.email.sendTest.mutationOptions({
      onSuccess: async (result) => {
        // The attempt is a row of the e-mail history, whatever its outcome.
        await afterWrite('emailTest');
        announce(result, delivery.data);
      },
      onError: (e) => notifyError('Test e-mail failed', errorMessage(e, 'Failed to send the test e-mail')),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (to.trim()) sendTest.mutate({ to: to.trim() });
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          E-mail delivery
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Where debt notices go. The server&apos;s environment decides; a test e-mail shows it works.
        </Text>
      </Card.Header>
      <Card.Body gap="5">
        {delivery.data ? (
          <DeliveryMode delivery={delivery.data} />
        ) : delivery.isError ? (
          <Text color="fg.error">{errorMessage(delivery.error, 'Failed to load the delivery mode')}</Text>
        ) : (
          <Skeleton h="16" />
        )}
        {/* noValidate: the server's own message explains a wrong address. */}
        <form onSubmit={submit} noValidate>
          <Flex gap="3" align="flex-end" wrap="wrap">
            <Field.Root maxW="sm">
              <Field.Label>Test e-mail address</Field.Label>
              <Input type="email" value={to} onChange={(e) => setTo(e.target.value)} placeholder="you@example.com" />
            </Field.Root>
            <Button type="submit" colorPalette="blue" disabled={!to.trim()} loading={sendTest.isPending}>
              <LuSend /> Send test e-mail
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
