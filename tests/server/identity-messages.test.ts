import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db';
import { codeInMessage, codeMessage } from '../../server/services/messages/texts';
import { mailTransport, messageTransport, outboxTransport } from '../../server/services/messages/transport';
import { createTestDatabase, type TestDatabase } from './test-db';

// 11-G42: messages go to the outbox; with SMTP_URL, e-mails also go out through nodemailer.
let testDb: TestDatabase;
const db = () => testDb.handle.db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
});
afterAll(() => testDb.cleanup());

describe('message transports', () => {
  it('records every message in the outbox by default', async () => {
    expect(messageTransport(db(), {})).toBeDefined();
    await outboxTransport(db()).send({ channel: 'sms', recipient: '+447700900001', subject: 's', body: 'Your Pizza Hut code is 000111.' });
    const rows = await db().selectFrom('message_outbox').selectAll().where('recipient', '=', '+447700900001').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sent_at).not.toBeNull();
  });

  it('sends e-mails through the mailer and records them; SMS are only recorded', async () => {
    const mailer = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const spy = { sendMail: async (mail: nodemailer.SendMailOptions) => {
      const info = await mailer.sendMail(mail);
      sent.push(String(info.message));
      return info;
    } };
    const transport = mailTransport(db(), spy as never, 'Pizza Hut <no-reply@pizzahut.example>');
    await transport.send({ channel: 'email', recipient: 'mail@example.com', subject: 'Your Pizza Hut code', body: 'Your Pizza Hut code is 123456.' });
    await transport.send({ channel: 'sms', recipient: '+447700900002', subject: 'x', body: 'Your Pizza Hut code is 654321.' });
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ subject: 'Your Pizza Hut code', text: 'Your Pizza Hut code is 123456.' });
    const rows = await db().selectFrom('message_outbox').select('recipient').where('recipient', 'in', ['mail@example.com', '+447700900002']).execute();
    expect(rows).toHaveLength(2);
  });

  it('words codes in English and French and finds the code again', () => {
    expect(codeMessage('en', 'sign-in', '123456', 10).body).toBe('Your Pizza Hut code is 123456. It expires in 10 minutes.');
    expect(codeMessage('fr', 'sign-in', '123456', 10)).toEqual({ subject: 'Votre code Pizza Hut', body: 'Votre code Pizza Hut est 123456. Il expire dans 10 minutes.' });
    expect(codeMessage('de', 'reset', '000042', 10).subject).toBe('Reset your Pizza Hut password');
    expect(codeInMessage('Votre code Pizza Hut est 004200. Il expire dans 10 minutes.')).toBe('004200');
    expect(codeInMessage('no code here 12345')).toBeNull();
  });
});
