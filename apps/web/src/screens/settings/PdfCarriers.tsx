import { Card, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAfterWrite } from '../../lib/afterWrite';
import { useTRPC } from '../../lib/trpc';

/** Which carriers' reports may arrive as PDF (SPEC: carrier 3 by default), one switch each. */
export function PdfCarriers() {
  const trpc = useTRPC();
  const afterWrite = useAfterWrite();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const update = useMutation(
    trpc.carrier.update.mutationOptions({
      onSuccess: async (carrier) => {
        await afterWrite('carriers');
        notifySuccess(
          'Company updated successfully',
          `${carrier.name} ${carrier.acceptsPdf ? 'accepts' : 'no longer accepts'} PDF reports`,
        );
      },
      onError: (e) => notifyError('Failed to update company', errorMessage(e, 'Failed to update carrier')),
    }),
  );
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Carriers that accept PDF reports
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {carriers.data?.length === 0 && <Text color="fg.muted">No carriers yet.</Text>}
          {carriers.data?.map((c) => (
            <Switch.Root
              key={c.id}
              checked={c.acceptsPdf}
              disabled={update.isPending}
              onCheckedChange={(e) =>
                update.mutate({ id: c.id, name: c.name, code: c.code, active: c.active, acceptsPdf: e.checked })
              }
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                {c.name} ({c.code})
              </Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
