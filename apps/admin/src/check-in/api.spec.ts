import { createCheckInApi, NotAuthorisedError, RefusedError, UnreachableError } from './api';

const credentials = { kind: 'link', token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde' } as const;
const answering = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the check-in API client', () => {
  it('tells a request that never reached the server apart from the server’s refusals', async () => {
    const failing = createCheckInApi('http://api.test', credentials, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(failing.session()).rejects.toBeInstanceOf(UnreachableError);

    const revoked = createCheckInApi('http://api.test', credentials, answering(401, { message: 'Revoked' }));
    await expect(revoked.session()).rejects.toBeInstanceOf(NotAuthorisedError);
    const full = createCheckInApi('http://api.test', credentials, answering(409, { message: 'Sold Out' }));
    await expect(full.session()).rejects.toEqual(new RefusedError('Sold Out', 409));
    const down = createCheckInApi('http://api.test', credentials, answering(503, { message: 'Busy' }));
    await expect(down.session()).rejects.not.toBeInstanceOf(UnreachableError);
  });
});
