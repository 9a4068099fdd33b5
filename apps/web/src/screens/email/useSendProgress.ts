import { LIST_PAGE_MAX, type TEmailJob } from '@agentledger/schema';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notifySuccess } from '../../lib/notify';
import { useTRPC } from '../../lib/trpc';
import { jobOutcomes, jobsDone, jobsSince, runTotals, type RunCounts } from './jobRun';
import { describeRun, type QueuedJob, type SendOutcome, type SendRun } from './noticeTargets';
import { useRefreshAfterNotices } from './useNoticeSender';

const JOB_POLL_MS = 1000;

export type JobProgress = QueuedJob & { job: TEmailJob | undefined };

export type SendProgress = {
  /** The immediate answers plus the jobs' progress so far. */
  totals: RunCounts;
  jobs: JobProgress[];
  /** Every job has finished (false for a run without jobs). */
  jobsFinished: boolean;
  /** Each agent's outcome: the immediate ones, then the jobs' once they have finished. */
  results: SendOutcome[];
  /** The jobs have finished and their per-agent results are being read. */
  readingResults: boolean;
  delivery: SendRun['delivery'];
};

/**
 * A send's progress: the jobs of a large send are polled until done and added to the counts; once
 * every job is done the views the notices change are refreshed, each agent's outcome is read from
 * the e-mail history, and the same "Notices processed" toast as a small send says what happened.
 */
export function useSendProgress(run: SendRun | null): SendProgress {
  const trpc = useTRPC();
  const refresh = useRefreshAfterNotices();
  const deliveryMode = useQuery(trpc.email.delivery.queryOptions());
  const queued = run?.jobs ?? [];
  const jobQueries = useQueries({
    queries: queued.map(({ jobId }) => ({
      ...trpc.email.job.queryOptions({ id: jobId }),
      refetchInterval: (query: { state: { data?: TEmailJob } }) =>
        query.state.data?.status === 'done' ? false : JOB_POLL_MS,
    })),
  });
  const jobs = jobQueries.map((query) => query.data);
  const finished = queued.length > 0 && jobsDone(jobs);
  const since = finished ? jobsSince(jobs as TEmailJob[]) : null;
  const history = useQuery({
    ...trpc.emailHistory.list.queryOptions({ since: since ?? undefined, limit: LIST_PAGE_MAX }),
    enabled: since !== null,
  });

  const delivery = run?.delivery ?? deliveryMode.data?.mode ?? null;
  const totals = run ? runTotals(run, jobs, delivery) : { sent: 0, outbox: 0, failed: 0, skipped: 0 };

  // Once per run, when its last job finishes: refresh what the notices changed, then say what they did.
  const announced = useRef<SendRun | null>(null);
  useEffect(() => {
    if (!run || !finished || announced.current === run) return;
    announced.current = run;
    void refresh();
    notifySuccess('Notices processed', describeRun(totals));
  }, [run, finished, refresh, totals]);

  const jobResults = finished && history.data ? jobOutcomes(history.data, jobs as TEmailJob[]) : [];
  return {
    totals,
    jobs: queued.map((job, index) => ({ ...job, job: jobs[index] })),
    jobsFinished: finished,
    results: [...(run?.results ?? []), ...jobResults],
    readingResults: finished && !history.data,
    delivery,
  };
}
