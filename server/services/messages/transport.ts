import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db';

/**
 * How the server sends e-mail and SMS (issue 14, 11-G42). No SMS gateway or mail provider can be
 * reached, so every message is recorded in message_outbox (read in development at /dev/outbox, where
 * the e2e tests take their codes). With SMTP_URL set, e-mails are also handed to that server by
 * nodemailer; SMS only ever go to the outbox. Pointing at a real provider is a new transport, not a
 * change to the callers. Message bodies hold codes: they are never logged.
 */

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
}

async function record(db: Kysely<Database>, message: OutgoingMessage, sent: boolean): Promise<void> {
  await db
    .insertInto('message_outbox')
    .values({ id: randomUUID(), ...message, sent_at: sent ? new Date() : null })
    .execute();
}

/** The default: the outbox table is the delivery. */
export function outboxTransport(db: Kysely<Database>): MessageTransport {
  return { send: (message) => record(db, message, true) };
}

/** E-mails through nodemailer (SMTP_URL; and recorded); SMS recorded only. */
export function mailTransport(db: Kysely<Database>, mailer: Pick<Transporter, 'sendMail'>, from: string): MessageTransport {
  return {
    async send(message) {
      if (message.channel !== 'email') return record(db, message, true);
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
      await record(db, message, true);
    },
  };
}

const transports = new WeakMap<Kysely<Database>, MessageTransport>();

/** The transport the environment asks for, one per database. */
export function messageTransport(db: Kysely<Database>, env: NodeJS.ProcessEnv = process.env): MessageTransport {
  let transport = transports.get(db);
  if (!transport) {
    transport = env.SMTP_URL
      ? mailTransport(db, nodemailer.createTransport(env.SMTP_URL), env.SMTP_FROM ?? 'Pizza Hut <no-reply@pizzahut.example>')
      : outboxTransport(db);
    transports.set(db, transport);
  }
  return transport;
}
