import net, { type AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** A client that sends a request's headers, then its body one byte at a time: it must be cut. */
describe('slow request bodies are cut', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ REQUEST_BODY_TIMEOUT_MS: '1000' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Trickles `body` a byte every `everyMs`; resolves with what the server answered and when it closed. */
  function trickle(path: string, body: string, everyMs: number) {
    return new Promise<{ answer: string; closedAfterMs: number; bytesSent: number }>((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 10 s (answer so far: ${answer})`));
      }, 10000);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(giveUp);
        resolve({ answer, closedAfterMs: Date.now() - started, bytesSent: sent });
      });
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      const timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]);
      }, everyMs);
    });
  }

  it('answers 408 in JSON and closes the connection when the body has not arrived in time', async () => {
    const body = JSON.stringify({
      fullName: 'Slow Loris',
      whatsappNumber: '+91 98765 43210',
      message: 'x'.repeat(50),
    });
    const result = await trickle('/api/contact', body, 200);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.answer).toMatch(/content-type: application\/json/i);
    expect(result.answer).toContain('"message":"The request body took too long to arrive"');
    expect(result.bytesSent).toBeLessThan(body.length);
    expect(result.closedAfterMs).toBeLessThan(3000);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM contact_messages`);
    expect(count).toBe(0);
  });

  it('still takes a body that arrives in time', async () => {
    const response = await t.http
      .post('/api/contact')
      .send({ fullName: 'Quick', whatsappNumber: '+91 98765 43210', message: 'Hello' })
      .expect(201);
    expect(response.body).toBeDefined();
  });
});
