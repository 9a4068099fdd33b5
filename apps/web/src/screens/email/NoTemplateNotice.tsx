import { Alert, Button, Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { rangesWithin } from './noticeTargets';

type NoTemplateNoticeProps = {
  range: { key: string; min: number; max: number };
  /** Switches the Debt Age Range, keeping the carrier and the search. */
  onSwitchRange: (rangeKey: string) => void;
};

/**
 * Why Preview and Send are off when no template fits the range, and what to do. Over 45 days (the
 * Dashboard's Pending Actions) has no notice of its own: its agents get the notice of 46-90 days
 * or 91+ days, one click away here. Another range needs a template saved first.
 */
export function NoTemplateNotice({ range, onSwitchRange }: NoTemplateNoticeProps) {
  const inside = rangesWithin(range);
  if (inside.length) {
    return (
      <Alert.Root status="info" data-testid="no-template-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Over 45 days has no notice of its own, so Preview and Send are off here.</Alert.Title>
          <Alert.Description>
            It lists what the Dashboard&apos;s Pending Actions counts. Each agent gets the notice of their debt&apos;s
            age: switch to 46-90 days or 91+ days to preview and send (the carrier and the search stay as they are).
          </Alert.Description>
          <Flex gap="2" mt="2" wrap="wrap">
            {inside.map((r) => (
              <Button key={r.key} size="sm" colorPalette="blue" variant="outline" onClick={() => onSwitchRange(r.key)}>
                Switch to {r.label}
              </Button>
            ))}
          </Flex>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="warning" data-testid="no-template-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No template fits this range and carrier, so Preview and Send are off.</Alert.Title>
        <Alert.Description>
          Save one from an agent&apos;s Email Templates dialog (
          <Link asChild variant="underline">
            <RouterLink to="/agent-list">Agents</RouterLink>
          </Link>{' '}
          → View Details → Email Templates), or choose another range or carrier.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
