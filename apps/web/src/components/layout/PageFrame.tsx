import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

type PageFrameProps = {
  title: string;
  subtitle?: string;
  /** Shows 'Back to Dashboard' above the title. */
  backToDashboard?: boolean;
  actions?: ReactNode;
  children: ReactNode;
};

export function PageFrame({ title, subtitle, backToDashboard, actions, children }: PageFrameProps) {
  const navigate = useNavigate();
  // A title per screen: browser tabs, history and screen readers say where the user is.
  useEffect(() => {
    document.title = `${title} · AgentLedger`;
  }, [title]);
  return (
    <Stack gap="6" maxW="1600px" mx="auto">
      {backToDashboard && (
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={() => navigate('/')}>
          <LuArrowLeft /> Back to Dashboard
        </Button>
      )}
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Stack>
  );
}
