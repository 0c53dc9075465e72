/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { type EventDetail } from '@foundation/shared';
import { activateWholeCatalogue } from '../../../i18n/wholeCatalogue';
import { setHtmlParser } from '../../../lib/richText';
import { parseHtmlBody } from '../../../lib/serverHtml';
import { theme } from '../../../theme';
import { EventSections } from './EventSections';

const EVENT = {
  id: 'raja-yoga',
  title: 'Raja Yoga Retreat',
  titleHi: 'राजयोग शिविर',
  description: '<p>Seven days by the Ganga.</p>',
  descriptionHi: '<p>गंगा के तट पर सात दिन।</p>',
  features: ['Sunrise yoga'],
  featuresHi: ['सूर्योदय योग'],
  benefits: ['Deep rest'],
  benefitsHi: null,
  specialFeatures: ['A boat ride at dawn'],
  specialFeaturesHi: ['भोर में नौका विहार'],
  includedItems: ['Sattvic meals'],
  includedItemsHi: [],
  notIncludedItems: [],
  notIncludedItemsHi: null,
  cancellationPolicy: 'Cancel up to a week before.',
  cancellationPolicyHi: 'एक सप्ताह पहले तक रद्द करें।',
  cancellationPolicyPoints: ['Full refund'],
  cancellationPolicyPointsHi: ['पूरी धनवापसी'],
  faqs: [{ question: 'Food?', answer: 'Sattvic meals' }],
  faqsHi: [{ question: 'भोजन कैसा होगा?', answer: 'सात्विक भोजन' }],
  schedule: [{ activity: 'Morning meditation', description: '6 am' }],
  scheduleHi: null,
  gallery: [],
} as unknown as EventDetail;

// Rich text parsed as the site's server parses it (src/entry-server.tsx).
setHtmlParser(parseHtmlBody);

/** The page as the site's server writes it, in the language made current: every lazy part resolved. */
const page = () =>
  new Promise<string>((resolve, reject) => {
    const out = new PassThrough();
    let html = '';
    out.on('data', (chunk: Buffer) => (html += chunk.toString()));
    out.on('end', () => resolve(html));
    const stream = renderToPipeableStream(
      <MemoryRouter>
        <ThemeProvider theme={theme}>
          <EventSections event={EVENT} />
        </ThemeProvider>
      </MemoryRouter>,
      { onAllReady: () => stream.pipe(out), onError: reject },
    );
  });

describe("an event page's sections", () => {
  afterEach(() => activateWholeCatalogue('en'));

  it('shows each Hindi twin on a Hindi page, and the English section where the twin is null or empty', async () => {
    await activateWholeCatalogue('hi');
    const html = await page();
    for (const hindi of [
      'सूर्योदय योग',
      'विशेष आकर्षण',
      'भोर में नौका विहार',
      'एक सप्ताह पहले तक रद्द करें।',
      'पूरी धनवापसी',
      'भोजन कैसा होगा?',
    ])
      expect(html).toContain(hindi);
    for (const english of [
      'Sunrise yoga',
      'A boat ride at dawn',
      'Cancel up to a week before.',
      'Full refund',
      'Food?',
    ])
      expect(html).not.toContain(english);
    // Not translated: the English benefits, included items and schedule.
    for (const english of ['Deep rest', 'Sattvic meals', 'Morning meditation'])
      expect(html).toContain(english);
  });

  it('shows the English sections on an English page', async () => {
    await activateWholeCatalogue('en');
    const html = await page();
    expect(html).toContain('Sunrise yoga');
    expect(html).toContain('Special features');
    expect(html).toContain('A boat ride at dawn');
    expect(html).toContain('Food?');
    expect(html).not.toContain('सूर्योदय योग');
  });
});
