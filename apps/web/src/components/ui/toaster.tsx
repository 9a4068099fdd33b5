import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/**
 * Where toasts go, chosen once at start from the window's width (Chakra's md breakpoint, 48rem): on a
 * phone across the top, because at the bottom the full-width toast lay over the open dialog's footer
 * (Discard, Apply, Undo upload, Close; Add Agent after its "Missing information") for its 5 s; on a
 * wider window at the bottom right, as before.
 */
function toastPlacement(): 'top' | 'bottom-end' {
  const wide = typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 48rem)').matches;
  return wide ? 'bottom-end' : 'top';
}

/** SPEC section 9: one toast at a time, 5 s, F8 focuses the toast region. */
export const toaster = createToaster({
  placement: toastPlacement(),
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} maxW="420px" data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
