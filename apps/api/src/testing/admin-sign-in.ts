import { randomUUID } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { JwtService } from '@nestjs/jwt';
import { type StaffRole } from '@foundation/shared';
import { createAdminUser } from '../auth/admin-users.js';
import { AppConfig } from '../config/app-config.js';
import { type TestApp } from './test-app.js';

export interface TestAdminSignIn {
  adminId: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  /** `Authorization` header value. */
  bearer: string;
}

/** Creates an admin (an owner unless `role` says otherwise) in the test app's database and signs in through the API. */
export async function signInNewAdmin(
  t: TestApp,
  email = `admin-${randomUUID().slice(0, 8)}@example.org`,
  role: StaffRole = 'owner',
): Promise<TestAdminSignIn> {
  const password = 'correct horse battery';
  const admin = await createAdminUser(t.dataSource, { email, password, name: 'Test Admin', role });
  const response = await t.http.post('/api/auth/login').send({ email, password }).expect(200);
  return {
    adminId: admin.id,
    email,
    password,
    accessToken: response.body.accessToken,
    refreshToken: response.body.refreshToken,
    bearer: `Bearer ${response.body.accessToken}`,
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that must never open an admin route. */
export async function forgedTokens(t: TestApp, signedIn: TestAdminSignIn, deletedAdminId: string) {
  const config = t.app.get(AppConfig);
  const ours = t.app.get(JwtService);
  const claims = { sub: signedIn.adminId, email: signedIn.email };
  const options = { issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, algorithm: 'HS256' as const };
  const now = Math.floor(Date.now() / 1000);
  const [header, , signature] = signedIn.accessToken.split('.');
  return {
    'no header': undefined,
    'an empty Bearer': 'Bearer ',
    'a garbage token': 'Bearer not.a.jwt',
    'a non-Bearer scheme': `Basic ${Buffer.from(`${signedIn.email}:${signedIn.password}`).toString('base64')}`,
    'an expired token': `Bearer ${await new JwtService({ secret: config.jwtSecret }).signAsync({ ...claims, iat: now - 3600, exp: now - 1800 }, { issuer: options.issuer, audience: options.audience, algorithm: 'HS256' })}`,
    'a token signed with another secret': `Bearer ${await new JwtService({ secret: 'x'.repeat(48) }).signAsync(claims, { ...options, expiresIn: 600 })}`,
    'an alg none token': `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iss: config.JWT_ISSUER, aud: config.JWT_AUDIENCE, iat: now, exp: now + 600 })}.`,
    'a tampered payload': `Bearer ${header}.${base64url({ ...claims, sub: randomUUID(), iss: config.JWT_ISSUER, aud: config.JWT_AUDIENCE, iat: now, exp: now + 600 })}.${signature}`,
    'a token of another issuer': `Bearer ${await ours.signAsync(claims, { ...options, issuer: 'someone-else', expiresIn: 600 })}`,
    'a token for another audience': `Bearer ${await ours.signAsync(claims, { ...options, audience: 'the-site', expiresIn: 600 })}`,
    'a valid token of a deleted admin': `Bearer ${await ours.signAsync({ sub: deletedAdminId, email: 'gone@example.org' }, options)}`,
  } as Record<string, string | undefined>;
}

/**
 * The admin panel's own data provider (ra-data-simple-rest, the package itself, not our reading of its
 * contract), run in Node against the test app listening on a free port and signed in with `bearer`.
 */
export async function adminDataProvider(t: Pick<TestApp, 'app'>, bearer: string): Promise<DataProvider> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const httpClient = (url: string, options: fetchUtils.Options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: bearer } });
  return simpleRestProvider(`http://127.0.0.1:${port}/api/admin`, httpClient);
}
