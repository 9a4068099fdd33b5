import type { TEmailCandidate } from '@agentledger/schema';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { useAfterWrite } from '../../lib/afterWrite';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPCClient } from '../../lib/trpc';
import { describeRun, groupByCarrier, listedRun, summariseSends, type SendRun } from './noticeTargets';

/** The candidates' filters, as the server lists them. */
export type CandidateFilter = {
  minAge: number;
  maxAge: number;
  carrierId?: number;
  search?: string;
  noNoticeInDays?: number;
};

/**
 * A send: to rows ticked one by one (`rows`), or to every row the filters list but the unticked
 * ones (`listed`), which the server reads itself so it works at any size.
 */
export type NoticeSend = { templateId: number; ccUpline: boolean } & (
  | { kind: 'rows'; candidates: TEmailCandidate[] }
  | { kind: 'listed'; filter: CandidateFilter; except: TEmailCandidate[] }
);

/** What a notice changes elsewhere: the history, the candidates' last notice, the agents' Last Contact. */
export function useRefreshAfterNotices() {
  const afterWrite = useAfterWrite();
  return () => afterWrite('notices');
}

/** Sends a template to candidate rows, one call per carrier; large sends come back as background jobs. */
export function useNoticeSender(onDone: (run: SendRun) => void) {
  const client = useTRPCClient();
  const refresh = useRefreshAfterNotices();
  return useMutation({
    mutationFn: async (send: NoticeSend): Promise<SendRun> => {
      const { templateId, ccUpline } = send;
      if (send.kind === 'listed') {
        const except = send.except.map(({ agentId, carrierId }) => ({ agentId, carrierId }));
        return listedRun(await client.email.sendListed.mutate({ ...send.filter, templateId, ccUpline, except }));
      }
      const answers = [];
      for (const group of groupByCarrier(send.candidates)) {
        const response = await client.email.send.mutate({
          templateId,
          agentIds: group.agentIds,
          carrierId: group.carrierId,
          ccUpline,
        });
        answers.push({ response, carrierId: group.carrierId });
      }
      return summariseSends(answers, send.candidates);
    },
    onSuccess: async (run) => {
      onDone(run);
      await refresh();
      // A large send says so now; the summary's progress says "Notices processed" when its jobs finish.
      if (run.jobs.length) notifySuccess('Notices queued', `${run.queued} notices are being sent in the background`);
      else notifySuccess('Notices processed', describeRun(run));
    },
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to send notices')),
  });
}
