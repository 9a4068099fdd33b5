import { Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CarrierDropZone, DROP_ZONE_HEIGHT } from '../../components/upload/CarrierDropZone';
import { useTRPC } from '../../lib/trpc';
import { CardHeading } from './CardHeading';

/**
 * 'Upload Carrier Reports': one drop zone per carrier. Until the carriers load, a row of zones'
 * height in their place, so the table below does not jump down when they arrive.
 */
export function UploadPanel() {
  const trpc = useTRPC();
  const carriers = useQuery(trpc.carrier.list.queryOptions());
  const active = carriers.data?.filter((c) => c.active) ?? [];
  return (
    <Card.Root>
      <CardHeading
        title="Upload Carrier Reports"
        description="Drop a carrier's debt report on its zone: agents are matched by writing number, NPN or name."
      />
      <Card.Body>
        {!carriers.data && <Skeleton height={DROP_ZONE_HEIGHT} borderRadius="lg" data-testid="drop-zones-loading" />}
        {carriers.data && active.length === 0 && (
          <Text color="fg.muted">No active companies yet. Add one on the Companies screen to upload its reports.</Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2, xl: Math.min(Math.max(active.length, 1), 4) }} gap="4">
          {active.map((carrier) => (
            <CarrierDropZone key={carrier.id} carrier={carrier} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
