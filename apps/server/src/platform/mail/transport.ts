import nodemailer from 'nodemailer';
import type { Config } from '../config/config.js';
import { writeToOutbox } from './outbox.js';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  kind: 'outbox' | 'smtp';
  /** Delivers the mail; returns where it went (message id or outbox file) for the job's result. */
  deliver(mail: OutgoingMail): Promise<string>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox directory, so a fresh install needs no mail server. */
export function createMailTransport(config: Config): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      deliver: async (mail) => (await smtp.sendMail(mail)).messageId,
    };
  }
  // nodemailer builds the complete RFC 822 message (headers, multipart, encodings) into a buffer.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    deliver: async (mail) => {
      const { message } = await builder.sendMail(mail);
      // With buffer: true the message is a Buffer; the type also allows the streaming mode.
      if (!Buffer.isBuffer(message)) throw new Error('nodemailer returned a stream instead of a buffer');
      return writeToOutbox(config.dataDir, message);
    },
  };
}
