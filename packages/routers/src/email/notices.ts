import { fillTemplate, type TEmailSendStatus } from '@agentledger/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { getSettings } from '../settings/service';
import type { Mailer } from './delivery';
import { selectRecipients, type RecipientRow } from './queries';

export type NoticeTemplate = { id: number; subject: string; body: string };

/** Who gets which template, about the debt at which carrier (null: all the agent's open debt). */
export type NoticeSpec = {
  template: NoticeTemplate;
  agentIds: number[];
  carrierId: number | null;
  ccUpline: boolean;
};

/** One attempt: what the e-mail history records and what the send answers. */
export type NoticeAttempt = {
  agentId: number;
  templateId: number;
  to: string | null;
  cc: string | null;
  subject: string;
  body: string;
  status: TEmailSendStatus;
  error: string | null;
};

/** Loose on purpose: the SMTP server has the last word; this catches "n/a", "none", two addresses. */
const ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+$/;

/** The administrator's name from Settings: {sender_name}. */
export async function senderName(db: Kysely<DB>): Promise<string> {
  return (await getSettings(db)).administratorName;
}

/** The filled subject and body for one agent, with the `{names}` the filler did not know. */
export function fillNotice(template: NoticeTemplate, recipient: RecipientRow, sender: string) {
  const values = {
    agentName: recipient.name,
    agentId: recipient.agent_number,
    carrier: recipient.carrier_name,
    debtAmount: Number(recipient.amount),
    debtAgeDays: Number(recipient.age),
    senderName: sender,
  };
  const subject = fillTemplate(template.subject, values);
  const body = fillTemplate(template.body, values);
  return {
    subject: subject.text,
    body: body.text,
    unknownVariables: [...new Set([...subject.unknownVariables, ...body.unknownVariables])],
  };
}

/** Why a notice to this recipient is skipped (what the send's result and the preview say), or null. */
export function skipReason(recipient: RecipientRow): string | null {
  if (!recipient.email) return 'No e-mail address';
  if (!ADDRESS.test(recipient.email)) return `Not a valid e-mail address: ${recipient.email.slice(0, 200)}`;
  if (!(Number(recipient.amount) > 0)) return 'No outstanding debt';
  return null;
}

/**
 * The one delivery path of the immediate send and the background job: fill the template for each
 * agent, skip those without a usable address or without debt, send the rest through the mailer.
 * Agents that no longer exist are left out (the caller knows which it asked for).
 */
export async function deliverNotices(db: Kysely<DB>, mailer: Mailer, spec: NoticeSpec): Promise<NoticeAttempt[]> {
  const [recipients, sender] = await Promise.all([selectRecipients(db, spec.agentIds, spec.carrierId), senderName(db)]);
  return Promise.all(
    recipients.map(async (recipient): Promise<NoticeAttempt> => {
      const { subject, body } = fillNotice(spec.template, recipient, sender);
      const to = recipient.email;
      const cc =
        spec.ccUpline && recipient.upline_email && recipient.upline_email !== to ? recipient.upline_email : null;
      const attempt = { agentId: recipient.agent_id, templateId: spec.template.id, to, cc, subject, body };
      const skipped = skipReason(recipient);
      if (skipped || !to) return { ...attempt, status: 'skipped', error: skipped ?? 'No e-mail address' };
      const outcome = await mailer.send({
        to,
        cc,
        subject,
        text: body,
        senderName: sender,
        label: `agent-${recipient.agent_id}`,
      });
      return { ...attempt, ...outcome };
    }),
  );
}

/** Every attempt becomes one e-mail history row, in one statement. */
export async function recordAttempts(db: Kysely<DB>, attempts: NoticeAttempt[]): Promise<void> {
  if (!attempts.length) return;
  await db
    .insertInto('email_history')
    .values(
      attempts.map((a) => ({
        agent_id: a.agentId,
        template_id: a.templateId,
        to_address: a.to,
        cc_address: a.cc,
        subject: a.subject,
        body: a.body,
        status: a.status,
        error: a.error,
      })),
    )
    .execute();
}
