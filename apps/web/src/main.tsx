import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { system } from './theme/system';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <App />
      </ChakraProvider>
    </StrictMode>,
  );
}
