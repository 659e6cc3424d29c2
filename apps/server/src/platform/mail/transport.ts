import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config/config.js';
import { lazy } from '../lazy.js';
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
  // nodemailer is loaded with the first mail: a server that sends none need not hold it.
  const withNodemailer = <T>(make: (nodemailer: typeof Nodemailer) => T) =>
    lazy(() => import('nodemailer').then((m) => make(m.default)));
  if (config.SMTP_URL) {
    const smtp = withNodemailer((nodemailer): Transporter => nodemailer.createTransport(config.SMTP_URL));
    return {
      kind: 'smtp',
      deliver: async (mail) => (await (await smtp()).sendMail(mail)).messageId,
    };
  }
  // nodemailer builds the complete RFC 822 message (headers, multipart, encodings) into a buffer.
  const builder = withNodemailer((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'outbox',
    deliver: async (mail) => {
      const { message } = await (await builder()).sendMail(mail);
      // With buffer: true the message is a Buffer; the type also allows the streaming mode.
      if (!Buffer.isBuffer(message)) throw new Error('nodemailer returned a stream instead of a buffer');
      return writeToOutbox(config.dataDir, message);
    },
  };
}
