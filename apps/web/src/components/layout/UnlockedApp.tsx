import { Center, Spinner } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, createTrpcClient, TRPCProvider } from '../../lib/trpc';
import { ROUTES } from '../../routes';
import { Toaster } from '../ui/toaster';
import { AppShell } from './AppShell';
import { ScrollOnNavigate } from './ScrollOnNavigate';

// One of each per page load, kept while the app is locked: unlocking again finds the data it had.
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

/**
 * Everything past the access screen, in its own chunk: data, the router, the shell and the
 * screens (each a chunk of its own), and the toasts.
 */
export default function UnlockedApp() {
  // Unlocked again after a session expired: whatever failed with 401 is read afresh.
  useEffect(() => {
    void queryClient.invalidateQueries();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <BrowserRouter>
          <ScrollOnNavigate />
          <AppShell>
            <Suspense
              fallback={
                <Center minH="50vh">
                  <Spinner size="lg" />
                </Center>
              }
            >
              <Routes>
                {ROUTES.map(({ path, Screen }) => (
                  <Route key={path} path={path} element={<Screen />} />
                ))}
              </Routes>
            </Suspense>
          </AppShell>
        </BrowserRouter>
        <Toaster />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
