import {
  EMAIL_SYNC_SEND_LIMIT,
  type TEmailListedOutcome,
  type TEmailSendListedInput,
  type TEmailSendListedResult,
} from '@agentledger/schema';
import type { Context } from '../trpc';
import { selectCandidateTargets } from './candidates';
import { deliveryMode, mailConfigOf, openMailer } from './delivery';
import { enqueueJob } from './jobs';
import { deliverNotices, recordAttempts } from './notices';
import { assertCarrier, findTemplate, noticeCarrier } from './service';
import { assertNoUnknownPlaceholders } from './template-checks';

type Target = { agent_id: number; name: string; carrier_id: number; carrier_name: string };

/** The targets by carrier: each carrier's notices speak of the debt at that carrier. */
function byCarrier(targets: readonly Target[]): Map<number, Target[]> {
  const groups = new Map<number, Target[]>();
  for (const target of targets) {
    const group = groups.get(target.carrier_id);
    if (group) group.push(target);
    else groups.set(target.carrier_id, [target]);
  }
  return groups;
}

/**
 * POST /api/email/send-listed: a template to every candidate row the filters list, but the rows
 * left out. The server reads the list itself (the screen holds only the rows in view). Up to
 * EMAIL_SYNC_SEND_LIMIT rows go at once and answer with each result; more are queued in one
 * transaction as one background job per carrier, so either every job is queued or none.
 */
export async function sendToListed(ctx: Context, input: TEmailSendListedInput): Promise<TEmailSendListedResult> {
  const template = await findTemplate(ctx.db, input.templateId);
  assertNoUnknownPlaceholders(template, 'nothing was sent');
  await assertCarrier(ctx.db, input.carrierId);
  // A one-carrier template goes to that carrier's listed agents only.
  const targets = await selectCandidateTargets(ctx.db, {
    minAge: input.minAge,
    maxAge: input.maxAge,
    noNoticeInDays: input.noNoticeInDays,
    carrierId: noticeCarrier(template, input.carrierId),
    search: input.search,
    except: input.except,
  });
  const groups = byCarrier(targets);
  const config = mailConfigOf(ctx.mail);
  const answer: TEmailSendListedResult = {
    listed: targets.length,
    sent: 0,
    failed: 0,
    skipped: 0,
    delivery: deliveryMode(config),
    results: [],
    jobs: [],
    queued: 0,
  };

  if (targets.length > EMAIL_SYNC_SEND_LIMIT) {
    answer.jobs = await ctx.db.transaction().execute(async (trx) => {
      const jobs = [];
      for (const [carrierId, group] of groups) {
        const agentIds = group.map((target) => target.agent_id);
        const jobId = await enqueueJob(trx, { templateId: template.id, agentIds, carrierId, ccUpline: input.ccUpline });
        jobs.push({ jobId, carrierId, queued: agentIds.length });
      }
      return jobs;
    });
    answer.queued = targets.length;
    ctx.wakeEmailWorker?.();
    return answer;
  }

  const mailer = openMailer(config);
  try {
    for (const [carrierId, group] of groups) {
      const names = new Map(group.map((target) => [target.agent_id, target]));
      const agentIds = group.map((target) => target.agent_id);
      const attempts = await deliverNotices(ctx.db, mailer, {
        template,
        agentIds,
        carrierId,
        ccUpline: input.ccUpline,
      });
      await recordAttempts(ctx.db, attempts);
      for (const attempt of attempts) {
        const target = names.get(attempt.agentId);
        const outcome: TEmailListedOutcome = {
          agentId: attempt.agentId,
          carrierId,
          name: target?.name ?? `Agent ${attempt.agentId}`,
          carrierName: target?.carrier_name ?? `Carrier ${carrierId}`,
          status: attempt.status,
          to: attempt.to,
          cc: attempt.cc,
          error: attempt.error,
        };
        answer.results.push(outcome);
        if (attempt.status === 'failed') answer.failed += 1;
        else if (attempt.status === 'skipped') answer.skipped += 1;
        else answer.sent += 1;
      }
    }
    return answer;
  } finally {
    mailer.close();
  }
}
