import { Text } from '@chakra-ui/react';
import { formatDebtTotal, formatMoney } from '@agentledger/schema';

/**
 * SPEC section 9: a positive debt in red parentheses, zero or a credit in green. A paid debt is
 * history, not money owed: plain, neither red nor parenthesised. The shades pass WCAG AA on white
 * and on the muted row and header greys (red.700 6.5:1, green.700 6.8:1 on white; green.600 was 3.3:1).
 */
export function DebtAmount({ amount, paid = false }: { amount: number; paid?: boolean }) {
  if (paid) {
    return (
      <Text as="span" color="fg" fontVariantNumeric="tabular-nums">
        {formatMoney(amount)}
      </Text>
    );
  }
  const { text, owing } = formatDebtTotal(amount);
  return (
    <Text as="span" color={owing ? 'red.700' : 'green.700'} fontWeight="medium" fontVariantNumeric="tabular-nums">
      {text}
    </Text>
  );
}
