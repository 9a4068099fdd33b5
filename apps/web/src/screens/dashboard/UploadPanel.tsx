import { Card, Heading, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CarrierDropZone } from '../../components/upload/CarrierDropZone';
import { useTRPC } from '../../lib/trpc';

/** 'Upload Carrier Reports': one drop zone per carrier; nothing until the carriers load. */
export function UploadPanel() {
  const trpc = useTRPC();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  if (!carriers.data) return null;
  const active = carriers.data.filter((c) => c.active);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Upload Carrier Reports
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2, xl: Math.min(Math.max(active.length, 1), 4) }} gap="4">
          {active.map((carrier) => (
            <CarrierDropZone key={carrier.id} carrier={carrier} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
