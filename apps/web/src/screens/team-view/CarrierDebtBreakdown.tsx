import { Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@agentledger/schema';
import { DebtAmount } from '../../components/display/DebtAmount';
import type { CarrierDebt } from '../unified-agents/unifiedRows';

type CarrierDebtBreakdownProps = { totalDebt: number; carrierDebts: readonly CarrierDebt[] };

/** A person's total debt, and under it what each carrier is owed when there is more than one. */
export function CarrierDebtBreakdown({ totalDebt, carrierDebts }: CarrierDebtBreakdownProps) {
  return (
    <Stack gap="0" align="flex-end">
      <DebtAmount amount={totalDebt} />
      {carrierDebts.length > 1 &&
        carrierDebts.map((d) => (
          <Text key={d.carrierId} fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            {d.carrierCode}: {formatMoney(d.amount)}
          </Text>
        ))}
    </Stack>
  );
}
