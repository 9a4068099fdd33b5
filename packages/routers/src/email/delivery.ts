import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** Where notices go: SMTP_URL when set, else one .eml file per message in outboxDir. */
export type MailConfig = {
  smtpUrl?: string;
  outboxDir: string;
  /** The From address; unset → the SMTP user when it is an address, else agentledger@<SMTP host>. */
  from?: string;
};

export type DeliveryMode = 'smtp' | 'outbox';

export type OutgoingMessage = {
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  /** The display name of the sender ({sender_name}: the administrator). */
  senderName: string;
  /** A short tag for the outbox file name (e.g. "agent-12"). */
  label: string;
};

export type DeliveryOutcome = { status: 'sent' | 'outbox' | 'failed'; error: string | null };

/** One open channel for a batch of messages; close it when the batch is done. */
export type Mailer = {
  mode: DeliveryMode;
  send: (message: OutgoingMessage) => Promise<DeliveryOutcome>;
  close: () => void;
};

const ERROR_MAX = 1000;

export function mailConfigOf(mail: MailConfig | undefined): MailConfig {
  return mail ?? { outboxDir: path.resolve('data', 'outbox') };
}

export function deliveryMode(config: MailConfig): DeliveryMode {
  return config.smtpUrl ? 'smtp' : 'outbox';
}

export function fromAddress(config: MailConfig): string {
  if (config.from) return config.from;
  if (!config.smtpUrl) return 'agentledger@localhost';
  try {
    const url = new URL(config.smtpUrl);
    const user = decodeURIComponent(url.username);
    if (user.includes('@')) return user;
    return `agentledger@${url.hostname || 'localhost'}`;
  } catch {
    return 'agentledger@localhost';
  }
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'unknown error').slice(0, ERROR_MAX);
}

function outboxFileName(label: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const safeLabel = label.replace(/[^a-zA-Z0-9-]/g, '').slice(0, 40) || 'message';
  return `${stamp}-${safeLabel}-${randomBytes(4).toString('hex')}.eml`;
}

/** Opens the channel of the configuration: a small SMTP connection pool, or the outbox folder. */
export function openMailer(config: MailConfig): Mailer {
  const from = fromAddress(config);
  const envelope = (m: OutgoingMessage) => ({
    from: { name: m.senderName, address: from },
    to: m.to,
    ...(m.cc ? { cc: m.cc } : {}),
    subject: m.subject,
    text: m.text,
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      mode: 'smtp',
      async send(message) {
        try {
          const info = await transport.sendMail(envelope(message));
          // A refused copy does not fail the notice, but it is worth knowing.
          const refused: string[] = info.rejected ?? [];
          return { status: 'sent', error: refused.length ? `Refused by the server: ${refused.join(', ')}` : null };
        } catch (error) {
          return { status: 'failed', error: reasonOf(error) };
        }
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folder: Promise<unknown> | null = null;
  return {
    mode: 'outbox',
    async send(message) {
      try {
        folder ??= mkdir(config.outboxDir, { recursive: true });
        await folder;
        const info = await transport.sendMail(envelope(message));
        const file = path.join(config.outboxDir, outboxFileName(message.label));
        await writeFile(file, info.message as Buffer, { flag: 'wx' });
        return { status: 'outbox', error: null };
      } catch (error) {
        return { status: 'failed', error: reasonOf(error) };
      }
    },
    close: () => transport.close(),
  };
}
