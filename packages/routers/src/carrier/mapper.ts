import type { TCarrier } from '@agentledger/schema';
import type { CarrierRow } from '../db/types';

export function toCarrier(row: CarrierRow): TCarrier {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    active: row.active,
    acceptsPdf: row.accepts_pdf,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
