import type { TReportInspection } from '@agentledger/schema';
import { useEffect, useState } from 'react';
import { apiFetch, errorMessage } from '../../lib/api';

/** A sample report read by the server for mapping (nothing is imported), with its loading state. */
export function useReportInspection(carrierId: number, file: File | null) {
  const [inspection, setInspection] = useState<TReportInspection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setInspection(null);
    setError(null);
    if (!file) return;
    let current = true;
    const body = new FormData();
    body.append('file', file);
    setLoading(true);
    apiFetch<TReportInspection>(`/api/upload/${carrierId}/inspect`, { method: 'POST', body })
      .then((result) => current && setInspection(result))
      .catch((failure: unknown) => current && setError(errorMessage(failure, 'The file could not be read')))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [carrierId, file]);
  return { inspection, error, loading };
}
