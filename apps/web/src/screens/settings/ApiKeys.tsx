import { Box, Button, Card, Code, Field, Flex, Heading, Input, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : 'Never');

/** Keys for scripts (Authorization: Bearer <key>): shown once when made, stored hashed, revocable. */
export function ApiKeys() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const keys = useQuery(trpc.apiKey.list.queryOptions());
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const refresh = () => afterWrite('apiKeys');
  const create = useMutation(
    trpc.apiKey.create.mutationOptions({
      onSuccess: async (key) => {
        setCreated(key.key);
        setName('');
        await refresh();
      },
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to create the API key')),
    }),
  );
  const revoke = useMutation(
    trpc.apiKey.revoke.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess('API key revoked');
      },
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to revoke the API key')),
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) create.mutate({ name: name.trim() });
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          API keys
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Scripts call the REST API with the header Authorization: Bearer &lt;key&gt;.
        </Text>
      </Card.Header>
      <Card.Body gap="4">
        <Flex as="form" onSubmit={submit} gap="3" align="flex-end">
          <Field.Root maxW="sm">
            <Field.Label>Key name</Field.Label>
            <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Nightly import script" />
          </Field.Root>
          <Button type="submit" colorPalette="blue" disabled={!name.trim()} loading={create.isPending}>
            Create key
          </Button>
        </Flex>
        {created && (
          <Box borderWidth="1px" borderColor="green.300" bg="green.50" p="3" borderRadius="md">
            <Text fontSize="sm" mb="1">
              Copy this key now; it is not shown again:
            </Text>
            <Code data-testid="new-api-key" wordBreak="break-all">
              {created}
            </Code>
          </Box>
        )}
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Key</Table.ColumnHeader>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>Last used</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {keys.data?.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted">
                  No API keys yet.
                </Table.Cell>
              </Table.Row>
            )}
            {keys.data?.map((key) => (
              <Table.Row key={key.id}>
                <Table.Cell>{key.name}</Table.Cell>
                <Table.Cell>
                  <Code>{key.prefix}…</Code>
                </Table.Cell>
                <Table.Cell>{when(key.createdAt)}</Table.Cell>
                <Table.Cell>{when(key.lastUsedAt)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {key.revokedAt ? (
                    <Text color="fg.muted">Revoked</Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => revoke.mutate({ id: key.id })}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
