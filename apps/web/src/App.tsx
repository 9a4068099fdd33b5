import { Center, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { AccessGate } from './components/layout/AccessGate';
import { getSessionToken, subscribeSession } from './lib/session';

// The app always opens locked (the session token lives in memory), so the first load carries the
// access screen only; the router, shell and screens come in their own chunks, fetched while the
// code is typed.
const loadUnlockedApp = () => import('./components/layout/UnlockedApp');
const UnlockedApp = lazy(loadUnlockedApp);

export function App() {
  const token = useSyncExternalStore(subscribeSession, getSessionToken);
  useEffect(() => {
    void loadUnlockedApp();
  }, []);
  if (!token) return <AccessGate />;
  return (
    <Suspense
      fallback={
        <Center minH="100vh">
          <Spinner size="lg" />
        </Center>
      }
    >
      <UnlockedApp />
    </Suspense>
  );
}
