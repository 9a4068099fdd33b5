import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

export default function NotFoundScreen() {
  return (
    <Stack align="center" justify="center" minH="60vh" gap="4" textAlign="center">
      <Heading as="h1" size="3xl">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">There is no screen at this address.</Text>
      <Button asChild colorPalette="blue">
        <Link to="/">Go to the Dashboard</Link>
      </Button>
    </Stack>
  );
}
