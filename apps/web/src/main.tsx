import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { Toaster } from './components/ui/toaster';
import { getSessionToken, subscribeSession } from './lib/session';
import { createQueryClient, createTrpcClient, TRPCProvider } from './lib/trpc';

function Root() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  // After unlocking again (a session expired), whatever failed with 401 is read afresh.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSessionToken()) void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
  return (
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <App />
          <Toaster />
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
}
