import { Text } from '@chakra-ui/react';
import { formatDebtTotal } from '@agentledger/schema';

/** SPEC section 9: a positive debt in red parentheses, zero or a credit in green. */
export function DebtAmount({ amount }: { amount: number }) {
  const { text, owing } = formatDebtTotal(amount);
  return (
    <Text as="span" color={owing ? 'red.600' : 'green.600'} fontWeight="medium" fontVariantNumeric="tabular-nums">
      {text}
    </Text>
  );
}
