import { useState } from 'react';
import { apiFetch, errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useRefreshImportData } from './useRefreshImportData';

/**
 * Posts one file as multipart field `file`; afterwards the lists it changes are refetched. A failure
 * is toasted with the server's message, and handed to `onFailure` when given.
 */
export function useUploadFile<T>(url: string, failureTitle: string, onFailure?: (message: string) => void) {
  const refresh = useRefreshImportData();
  const [pending, setPending] = useState(false);
  async function upload(file: File): Promise<T | null> {
    const body = new FormData();
    body.append('file', file);
    setPending(true);
    try {
      return await apiFetch<T>(url, { method: 'POST', body });
    } catch (error) {
      const message = errorMessage(error, 'Please try again');
      notifyError(failureTitle, message);
      onFailure?.(message);
      return null;
    } finally {
      setPending(false);
      await refresh();
    }
  }
  return { upload, pending };
}
