import { keepPreviousData, useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/** Rows asked of the server at once: a screenful and a half, so a scroll rarely waits. */
export const WINDOW_PAGE = 100;

export type ServerWindow<Row> = {
  /** How many rows the server's filters keep; undefined until the first window answers. */
  total: number | undefined;
  rowAt: (index: number) => Row | undefined;
  /** The table tells which rows are in view; the windows covering them are read. */
  onRange: (first: number, last: number) => void;
  error: unknown;
  /** The first row read that `matches` (a row a dialog shows, read again after a save). */
  find: (matches: (row: Row) => boolean) => Row | undefined;
};

type WindowAnswer<Row> = { total: number; rows: Row[] };
type WindowOptions<Row> = UseQueryOptions<WindowAnswer<Row>, Error, WindowAnswer<Row>, readonly unknown[]>;

/**
 * A table whose rows stay on the server (issue 15): only the windows of WINDOW_PAGE rows in view
 * are read, each with the total, and kept by react-query under their own key, so a save that
 * invalidates the list reads again just the windows on screen. The first window is always read,
 * so the total is known wherever the table is scrolled.
 */
export function useServerWindow<Row>(
  optionsFor: (offset: number, limit: number) => { queryKey: readonly unknown[] },
): ServerWindow<Row> {
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const firstPage = Math.floor(range[0] / WINDOW_PAGE);
  const lastPage = Math.floor(range[1] / WINDOW_PAGE);
  const pages = [0];
  for (let page = Math.max(1, firstPage); page <= lastPage; page++) pages.push(page);
  const answers = useQueries({
    // The options are tRPC's for the procedure (its key and fetch); the answer's shape is the caller's Row.
    // The first window keeps its last answer while a new search or order is read, so the count
    // and the table's height hold still; no window's rows are shown in another's place.
    queries: pages.map((page) => ({
      ...(optionsFor(page * WINDOW_PAGE, WINDOW_PAGE) as WindowOptions<Row>),
      ...(page === 0 ? { placeholderData: keepPreviousData } : {}),
    })),
  });
  const onRange = useCallback((first: number, last: number) => {
    setRange((current) => (current[0] === first && current[1] === last ? current : [first, last]));
  }, []);
  return {
    total: answers[0]?.data?.total,
    rowAt: (index) => {
      const page = Math.floor(index / WINDOW_PAGE);
      const at = pages.indexOf(page);
      const answer = at < 0 ? undefined : answers[at];
      return answer && !answer.isPlaceholderData ? answer.data?.rows[index - page * WINDOW_PAGE] : undefined;
    },
    onRange,
    error: answers.find((answer) => answer.error)?.error ?? null,
    find: (matches) => {
      for (const answer of answers) {
        const row = answer.isPlaceholderData ? undefined : answer.data?.rows.find(matches);
        if (row) return row;
      }
      return undefined;
    },
  };
}
