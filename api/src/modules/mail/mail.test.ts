import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { DevMailboxDto } from 'api-contracts';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { testConfig } from '../../test/build-test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { layoutLetter } from './letter';

/** A letter as the fake relay received it. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * A local SMTP relay speaking the real protocol (the `smtp-server` package), standing in for the shop's
 * mail provider, which cannot be reached from the test machine.
 */
async function startFakeRelay(): Promise<{ url: string; received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('mail', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await migrate(db);
  });

  afterAll(async () => {
    await database.dispose();
  });

  describe('without an SMTP relay (development outbox)', () => {
    let app: FastifyInstance;

    beforeAll(async () => {
      app = await buildApp({ config: testConfig, db });
    });

    afterAll(async () => {
      await app.close();
    });

    test('When a letter is sent, then the mailbox of its address shows it, newest first, whatever the case of the address', async () => {
      // Arrange
      await app.mailer.send({ to: 'Anna@Example.ru', subject: 'Первое', text: 'один', html: '<p>один</p>' });
      await app.mailer.send({ to: 'anna@example.ru', subject: 'Второе', text: 'два', html: '<p>два</p>' });
      await app.mailer.send({ to: 'boris@example.ru', subject: 'Чужое', text: 'три', html: '<p>три</p>' });

      // Act
      const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox?email=ANNA%40example.ru' });

      // Assert
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { letters } = response.json<DevMailboxDto>();
      expect(letters.map((l) => l.subject)).toEqual(['Второе', 'Первое']);
      expect(letters[0]).toMatchObject({ to: 'anna@example.ru', text: 'два', html: '<p>два</p>' });
    });

    test.each(['', 'email=', 'email=not-an-address', `email=${'a'.repeat(300)}%40x.ru`])(
      'When the mailbox is asked with %p, then the answer is 400 with a message',
      async (query) => {
        // Act
        const response = await app.inject({ method: 'GET', url: `/api/dev/mailbox?${query}` });

        // Assert
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      },
    );
  });

  test('When the shop runs in production, then there is no development mailbox', async () => {
    // Arrange
    const app = await buildApp({ config: { ...testConfig, nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:1' }, db });

    // Act
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox?email=anna%40example.ru' });
    await app.close();

    // Assert
    expect(response.statusCode).toBe(404);
  });

  describe('with an SMTP relay', () => {
    let relay: Awaited<ReturnType<typeof startFakeRelay>>;
    let app: FastifyInstance;

    beforeAll(async () => {
      relay = await startFakeRelay();
      app = await buildApp({ config: { ...testConfig, smtpUrl: relay.url, mailFrom: '"Здоровье+" <shop@shop.test>' }, db });
    });

    afterAll(async () => {
      await app.close();
      await relay.stop();
    });

    test('When a letter is sent, then the relay receives it from the shop with both bodies, and the outbox stays empty', async () => {
      // Arrange
      const letter = layoutLetter('Код для входа', [{ text: 'Ваш код: 123456' }]);

      // Act
      await app.mailer.send({ to: 'vera@example.ru', subject: 'Код для входа', replyTo: 'help@shop.test', ...letter });

      // Assert
      expect(relay.received).toHaveLength(1);
      const [message] = relay.received;
      expect(message.from).toBe('shop@shop.test');
      expect(message.to).toEqual(['vera@example.ru']);
      expect(message.data).toMatch(/^Content-Type: multipart\/alternative/m);
      expect(message.data).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
      expect(message.data).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
      expect(message.data).toMatch(/^Reply-To: help@shop.test/m);
      const outbox = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = 'vera@example.ru'");
      expect(outbox.rows[0].n).toBe(0);
      const mailbox = await app.inject({ method: 'GET', url: '/api/dev/mailbox?email=vera%40example.ru' });
      expect(mailbox.statusCode).toBe(404);
    });

    test('When the relay refuses the connection, then sending rejects so the caller can tell the customer', async () => {
      // Arrange
      const broken = await buildApp({ config: { ...testConfig, smtpUrl: 'smtp://127.0.0.1:1' }, db });

      // Act
      const attempt = broken.mailer.send({ to: 'vera@example.ru', subject: 'x', text: 'x', html: '<p>x</p>' });

      // Assert
      await expect(attempt).rejects.toThrow();
      await broken.close();
    });
  });

  test('When a letter is laid out, then customer text is escaped in HTML and kept as is in the text part', () => {
    // Act
    const letter = layoutLetter('Ответ на «обращение»', [{ text: '<script>alert(1)</script> & ещё' }, { link: 'https://shop.test/a?b=1&c=2', label: 'Открыть' }], [
      'Отписаться: https://shop.test/u',
    ]);

    // Assert
    expect(letter.html).not.toContain('<script>');
    expect(letter.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; ещё');
    expect(letter.html).toContain('href="https://shop.test/a?b=1&#38;c=2"');
    expect(letter.html).toContain('<html lang="ru">');
    expect(letter.text).toContain('<script>alert(1)</script> & ещё');
    expect(letter.text).toContain('Открыть: https://shop.test/a?b=1&c=2');
    expect(letter.text).toContain('Отписаться: https://shop.test/u');
  });
});
