import { DEVANAGARI_WEIGHTS, loadDevanagariFont } from './loadDevanagariFont';

/** A FontFaceSet that records what is asked of it; `pending` loads never settle (a dropped connection). */
function fakeFonts(pending = false) {
  const asked: string[] = [];
  const fonts = {
    load: (font: string, text: string) => {
      asked.push(`${font}|${text}`);
      return pending ? new Promise<FontFace[]>(() => undefined) : Promise.resolve([]);
    },
  } as unknown as FontFaceSet;
  return { fonts, asked };
}

describe('loadDevanagariFont', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches every weight the panel draws Hindi in, for a Devanagari letter', async () => {
    const { fonts, asked } = fakeFonts();
    await loadDevanagariFont(fonts);
    expect(asked).toEqual([
      '400 16px "Noto Sans Devanagari"|अ',
      '500 16px "Noto Sans Devanagari"|अ',
      '600 16px "Noto Sans Devanagari"|अ',
    ]);
    expect(DEVANAGARI_WEIGHTS).toContain('600');
  });

  it('stops waiting after its time, so a slow connection still opens the panel in Hindi', async () => {
    jest.useFakeTimers();
    const { fonts } = fakeFonts(true);
    let done = false;
    const loading = loadDevanagariFont(fonts, 3000).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
  });

  it('does nothing where there is no document (server, tests)', async () => {
    await expect(loadDevanagariFont(undefined)).resolves.toBeUndefined();
  });
});
