import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch, errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';

/** Posts one file as multipart field `file`; afterwards the lists it changes are refetched. */
export function useUploadFile<T>(url: string, failureTitle: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function upload(file: File): Promise<T | null> {
    const body = new FormData();
    body.append('file', file);
    setPending(true);
    try {
      return await apiFetch<T>(url, { method: 'POST', body });
    } catch (error) {
      notifyError(failureTitle, errorMessage(error, 'Please try again'));
      return null;
    } finally {
      setPending(false);
      await Promise.all(
        [trpc.agent, trpc.debt, trpc.stats, trpc.fileUpload, trpc.unifiedAgent, trpc.team, trpc.writingNumber].map(
          (r) => queryClient.invalidateQueries({ queryKey: r.pathKey() }),
        ),
      );
    }
  }
  return { upload, pending };
}
