import { Center, Spinner } from '@chakra-ui/react';
import { Suspense, useSyncExternalStore } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AccessGate } from './components/layout/AccessGate';
import { AppShell } from './components/layout/AppShell';
import { getSessionToken, subscribeSession } from './lib/session';
import { ROUTES } from './routes';

export function App() {
  const token = useSyncExternalStore(subscribeSession, getSessionToken);
  if (!token) return <AccessGate />;
  return (
    <BrowserRouter>
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
  );
}
