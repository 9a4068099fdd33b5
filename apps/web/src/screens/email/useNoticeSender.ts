import type { TEmailCandidate } from '@agentledger/schema';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { useAfterWrite } from '../../lib/afterWrite';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useTRPCClient } from '../../lib/trpc';
import { describeRun, groupByCarrier, summariseSends, type SendRun } from './noticeTargets';

type SendRequest = { templateId: number; ccUpline: boolean; candidates: TEmailCandidate[] };

/** What a notice changes elsewhere: the history, the candidates' last notice, the agents' Last Contact. */
export function useRefreshAfterNotices() {
  const afterWrite = useAfterWrite();
  return () => afterWrite('notices');
}

/** Sends a template to candidate rows, one call per carrier; large calls come back as background jobs. */
export function useNoticeSender(onDone: (run: SendRun) => void) {
  const client = useTRPCClient();
  const refresh = useRefreshAfterNotices();
  return useMutation({
    mutationFn: async ({ templateId, ccUpline, candidates }: SendRequest) => {
      const answers = [];
      for (const group of groupByCarrier(candidates)) {
        const response = await client.email.send.mutate({
          templateId,
          agentIds: group.agentIds,
          carrierId: group.carrierId,
          ccUpline,
        });
        answers.push({ response, carrierId: group.carrierId });
      }
      return summariseSends(answers, candidates);
    },
    onSuccess: async (run) => {
      onDone(run);
      await refresh();
      if (run.jobIds.length) notifySuccess('Notices queued', `${run.queued} notices are being sent in the background`);
      else notifySuccess('Notices processed', describeRun(run));
    },
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to send notices')),
  });
}
