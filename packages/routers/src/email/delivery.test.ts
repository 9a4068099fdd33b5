import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryMode, fromAddress, openMailer, type OutgoingMessage } from './delivery';
import { startTestSmtpServer } from './test-smtp';

const message: OutgoingMessage = {
  to: 'agent@example.com',
  cc: null,
  subject: 'Outstanding balance: $1,000.00',
  text: 'Dear Agent,\n\nLine two with ünïcode.\n\nPat',
  senderName: 'Pat Admin',
  label: 'agent-7',
};

describe('delivery', () => {
  it('chooses SMTP when SMTP_URL is set and the outbox otherwise; the From address follows the SMTP account', () => {
    expect(deliveryMode({ outboxDir: '/x' })).toBe('outbox');
    expect(deliveryMode({ smtpUrl: 'smtp://mail.example.com', outboxDir: '/x' })).toBe('smtp');
    expect(fromAddress({ smtpUrl: 'smtps://notices%40agency.com:secret@smtp.agency.com:465', outboxDir: '/x' })).toBe(
      'notices@agency.com',
    );
    expect(fromAddress({ smtpUrl: 'smtp://relay.agency.com:25', outboxDir: '/x' })).toBe(
      'agentledger@relay.agency.com',
    );
    expect(fromAddress({ smtpUrl: 'smtp://relay', outboxDir: '/x', from: 'billing@agency.com' })).toBe(
      'billing@agency.com',
    );
  });

  it('the outbox mode writes one .eml file per message, named after it', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-unit-')), 'nested', 'outbox');
    try {
      const mailer = openMailer({ outboxDir });
      expect(await mailer.send(message)).toEqual({ status: 'outbox', error: null });
      expect(await mailer.send({ ...message, label: '../../etc/passwd' })).toEqual({ status: 'outbox', error: null });
      mailer.close();
      const files = readdirSync(outboxDir).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => /^[\w-]+\.eml$/.test(f))).toBe(true);
      expect(files.some((f) => f.includes('agent-7'))).toBe(true);
      const eml = readFileSync(
        path.join(
          outboxDir,
          files.find((f) => f.includes('agent-7'))!,
        ),
        'utf8',
      );
      expect(eml).toMatch(/^From: Pat Admin <agentledger@localhost>$/m);
      expect(eml).toMatch(/^To: agent@example\.com$/m);
    } finally {
      rmSync(path.dirname(path.dirname(outboxDir)), { recursive: true, force: true });
    }
  });

  it('SMTP: the message arrives decoded intact; a refused recipient and a dead server are failures with the reason', async () => {
    const smtp = await startTestSmtpServer();
    try {
      const mailer = openMailer({ smtpUrl: smtp.url, outboxDir: '/unused' });
      expect(await mailer.send(message)).toEqual({ status: 'sent', error: null });
      smtp.refuse.add('gone@example.com');
      const refused = await mailer.send({ ...message, to: 'gone@example.com' });
      expect(refused.status).toBe('failed');
      expect(refused.error).toMatch(/550/);
      // A refused copy does not fail the notice itself.
      const partly = await mailer.send({ ...message, cc: 'gone@example.com' });
      expect(partly).toEqual({ status: 'sent', error: 'Refused by the server: gone@example.com' });
      mailer.close();
      expect(smtp.messages[0]).toMatchObject({
        recipients: ['agent@example.com'],
        subject: message.subject,
        text: message.text,
      });
    } finally {
      await smtp.close();
    }

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dead = openMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/unused' });
    const outcome = await dead.send(message);
    dead.close();
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
