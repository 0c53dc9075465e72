import { config } from '../../../config';
import { fetchEvents } from './events.api';

describe('fetchEvents', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks the public events route for one event type', async () => {
    const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json([]));
    globalThis.fetch = fetchMock as typeof fetch;

    await expect(fetchEvents('offline')).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${config.apiUrl}/api/events?type=offline`);
  });

  it('refuses an answer that is not a list, so the page shows its error state', async () => {
    globalThis.fetch = jest.fn(async () => Response.json({ data: [] })) as typeof fetch;

    await expect(fetchEvents('offline')).rejects.toThrow('Expected a list of offline events');
  });
});
