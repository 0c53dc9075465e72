/** @jest-environment jsdom */
import { act, render, waitFor } from '@testing-library/react';
import { type PublicHeroSlide } from '@foundation/shared';
import { HERO_SLIDES_PATH, SITE_CONTENT_PATH, useHomeContent } from './useHomeContent';

const SLIDES: PublicHeroSlide[] = [
  {
    id: 's1',
    title: 'Spiritual Tourism',
    description: 'Yatras',
    desktopImageUrl: '/uploads/d.webp',
    mobileImageUrl: '/uploads/m.webp',
    link: '/vishranti',
    sortOrder: 0,
    imageVariants: {},
  },
];

function Probe({ onRender }: { onRender: (title: string | undefined) => void }) {
  const content = useHomeContent();
  onRender(content.slides[0]?.title);
  return null;
}

describe('useHomeContent after the server inlined its answers', () => {
  beforeEach(() => {
    // The answers the site server wrote into the page (src/lib/preloaded.ts reads them once per page).
    document.body.innerHTML = `<script id="foundation-data" type="application/json">${JSON.stringify({
      [HERO_SLIDES_PATH]: SLIDES,
      [SITE_CONTENT_PATH]: {},
    })}</script>`;
  });

  it('asks the API again, and renders nothing again when the answers did not change', async () => {
    // An equal answer, not the same object (as a new request gives).
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => JSON.parse(JSON.stringify(url.endsWith(HERO_SLIDES_PATH) ? SLIDES : {})),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const onRender = jest.fn();
    render(<Probe onRender={onRender} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => {
      await Promise.all(fetchMock.mock.results.map((result) => result.value));
    });
    expect(onRender).toHaveBeenCalledTimes(1);
    expect(onRender).toHaveBeenLastCalledWith('Spiritual Tourism');
  });
});
