import { Alert, Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { apiFetch } from '../../lib/api';
import { getLockReason, setSessionToken } from '../../lib/session';

/**
 * SPEC section 1: the app starts locked. The code is checked by the server (POST /api/session);
 * the token it returns is kept in memory only, so a reload locks the app again.
 */
export function AccessGate() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set when a 401 locked the app mid-session ("Your session has expired…"); the address is kept.
  const [lockReason] = useState(getLockReason);

  async function unlock(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const { token } = await apiFetch<{ token: string }>('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      setSessionToken(token);
    } catch (cause) {
      const status = (cause as { status?: number }).status;
      setError(
        status === 401 ? 'Incorrect password. Please try again.' : 'The server could not be reached. Please try again.',
      );
      setCode('');
    } finally {
      setPending(false);
    }
  }

  return (
    <Box minH="100vh" display="grid" placeItems="center" bg="gray.100" px="4">
      <Card.Root w="full" maxW="md" as="form" onSubmit={unlock}>
        <Card.Body>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h1" size="xl">
                Agent Debt Management
              </Heading>
              <Text color="fg.muted">Enter the demo access code to continue</Text>
            </Stack>
            {lockReason && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{lockReason}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root invalid={!!error}>
              <Field.Label>Access code</Field.Label>
              <Input
                type="password"
                autoFocus
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setError(null);
                }}
                aria-label="Access code"
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={pending} disabled={!code}>
              Continue
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
