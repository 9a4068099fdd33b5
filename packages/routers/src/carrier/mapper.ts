import type { TCarrier } from '@agentledger/schema';
import type { CarrierRow } from '../db/types';
import { isoAt } from '../db/convert';

export function toCarrier(row: CarrierRow): TCarrier {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    active: row.active,
    acceptsPdf: row.accepts_pdf,
    createdAt: isoAt(row.created_at),
  };
}
