/** Test helpers: an admin's sign-in and a data provider whose API answers as a test says. */
import { createSignInStore } from '../auth/signIn';
import { createDataProvider } from '../dataProvider';
import { createApiClient } from '../httpClient';

export const TEST_API_URL = 'https://api.example.org';

/** A sign-in store holding a valid sign-in (access token 'a'). */
export function signedInStore() {
  const store = createSignInStore(undefined);
  store.write({
    accessToken: 'a',
    accessTokenExpiresAt: Date.now() + 3_600_000,
    refreshToken: 'r',
    user: { id: 'u', email: 'e@x.in', name: '' },
  });
  return store;
}

/** The panel's API client with a valid sign-in, on a fake API (`fetch`). */
export function signedInClient(fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  return createApiClient({ apiUrl: TEST_API_URL, store: signedInStore(), withLock: (task) => task(), fetch });
}

/** The panel's data provider on a fake API that answers with `answer`; `calls` records every request. */
export function providerAnswering(answer: (url: string, init?: RequestInit) => Response) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const client = signedInClient(async (url, init) => {
    calls.push({ url, init });
    return answer(url, init);
  });
  return { provider: createDataProvider(client), calls };
}
