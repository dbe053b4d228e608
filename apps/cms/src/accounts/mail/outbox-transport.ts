import fs from 'node:fs';
import path from 'node:path';

/**
 * The development mail transport: with no SMTP server configured, each mail is written to the log and to a file in
 * the outbox folder, so a person can open it and follow its link. A nodemailer transport object (nodemailer accepts
 * one in place of SMTP options), so the same nodemailer provider sends every mail either way.
 */
interface OutboxMail {
  data: { from?: unknown; to?: unknown; subject?: string; text?: unknown; html?: unknown };
  message: { messageId(): string; getEnvelope(): { from: string | false; to: string[] } };
}

type Callback = (error: Error | null, info?: { envelope: unknown; messageId: string }) => void;

function addressText(value: unknown): string {
  if (!value) return '';
  if (Array.isArray(value)) return value.map(addressText).join(', ');
  if (typeof value === 'object' && value && 'address' in value) return String((value as { address: unknown }).address);
  return String(value);
}

function log(message: string): void {
  const logger = (globalThis as { strapi?: { log?: { info(message: string): void } } }).strapi?.log;
  if (logger) logger.info(message);
  else console.info(message);
}

let sequence = 0;

export function createOutboxTransport(outboxDir: string) {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: OutboxMail, callback: Callback) {
      try {
        const { from, to, subject = '', text, html } = mail.data;
        const body = typeof text === 'string' ? text : typeof html === 'string' ? html : '';
        const content = `From: ${addressText(from)}\nTo: ${addressText(to)}\nSubject: ${subject}\n\n${body}\n`;
        fs.mkdirSync(outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const safeTo = addressText(to)
          .replace(/[^a-z0-9@._-]+/gi, '_')
          .slice(0, 80);
        sequence += 1;
        const file = path.join(outboxDir, `${stamp}-${sequence}-${safeTo}.txt`);
        fs.writeFileSync(file, content);
        log(`[mail] to ${addressText(to)}: ${subject} (written to ${file})\n${body}`);
        callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() });
      } catch (error) {
        callback(error as Error);
      }
    },
  };
}
