import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { MessageTransport } from './outbox.ts';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  /** The From header, e.g. `LS Trader <nao-responda@lstrader.com.br>`. */
  from: string;
  /** Extra TLS options, e.g. the CA of a private mail relay (tests use a self-signed one). */
  tls?: { ca?: string | Buffer; rejectUnauthorized?: boolean };
  timeoutMs?: number;
}

/** E-mail over SMTP through nodemailer: one pooled connection reused across messages. */
export function smtpTransport(options: SmtpOptions): MessageTransport & { close(): void } {
  const timeout = options.timeoutMs ?? 10_000;
  // Required when SMTP is configured, not with the app (~15 MB of RSS a process without mail keeps).
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    tls: options.tls,
  });
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html,
      });
    },
    close: () => transporter.close(),
  };
}
