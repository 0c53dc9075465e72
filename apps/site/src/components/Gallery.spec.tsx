/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { config } from '../config';
import { theme } from '../theme';
import { Gallery } from './Gallery';

describe('Gallery images', () => {
  it('offer the API renditions of uploaded images as a srcset, and plain sources for the others', () => {
    const uploaded = '/uploads/events/event-gallery/abc-960.webp';
    const { container } = render(
      <ThemeProvider theme={theme}>
        <Gallery
          label="Retreat: gallery"
          items={[{ url: uploaded, caption: 'Ghats at dawn' }, { url: '/uploads/demo/lotus.webp' }]}
          variants={{
            [uploaded]: [
              { url: '/uploads/events/event-gallery/abc-960.webp', width: 960, height: 640 },
              { url: '/uploads/events/event-gallery/abc-480.webp', width: 480, height: 320 },
            ],
          }}
        />
      </ThemeProvider>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(2);
    expect(images[0].getAttribute('srcset')).toBe(
      `${config.apiUrl}/uploads/events/event-gallery/abc-480.webp 480w, ${config.apiUrl}/uploads/events/event-gallery/abc-960.webp 960w`,
    );
    expect(images[0].getAttribute('sizes')).toBe('(min-width: 48em) 33vw, 100vw');
    expect(images[1].getAttribute('srcset')).toBeNull();
    expect(images[1].getAttribute('src')).toBe(`${config.apiUrl}/uploads/demo/lotus.webp`);
  });
});
