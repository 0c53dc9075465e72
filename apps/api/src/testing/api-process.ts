import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TEST_BOOKING_LINK_SECRET, TEST_JWT_SECRET, TEST_TICKET_SIGNING_KEY } from './test-secrets.js';
import { GENEROUS_WRITE_LIMITS } from './write-limits.js';

export const API_MAIN = path.resolve(__dirname, '../../dist/main.js');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, and resolves when the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL (a crash), and resolves when the process is gone. */
  kill(): Promise<void>;
}

/**
 * Starts the built API (`apps/api/dist/main.js`) as its own process on a free port, with the generous limits
 * of public writes of createTestApp unless `env` sets others.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [API_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: '0',
      JWT_SECRET: TEST_JWT_SECRET,
      BOOKING_LINK_SECRET: TEST_BOOKING_LINK_SECRET,
      TICKET_SIGNING_PRIVATE_KEY: TEST_TICKET_SIGNING_KEY,
      ...GENEROUS_WRITE_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start: ${output}`)), 30000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/[^\s/]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        const signal = (name: NodeJS.Signals) => () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill(name);
          });
        resolve({
          url: match[1].replace('[::1]', '127.0.0.1'),
          child,
          output: () => output,
          stop: signal('SIGTERM'),
          kill: signal('SIGKILL'),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code}: ${output}`));
    });
  });
}
