import { renderToStaticMarkup } from 'react-dom/server';
import { App } from './App';
import { config } from './config';

describe('admin placeholder', () => {
  it('names the panel and shows the API it will talk to', () => {
    const html = renderToStaticMarkup(<App />);
    expect(html).toContain('<h1>Foundation Admin</h1>');
    expect(html).toContain('The admin panel is being built.');
    expect(html).toContain(`<code>${config.apiUrl}</code>`);
  });
});
