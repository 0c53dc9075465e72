/** @jest-environment jsdom */
import { act, lazy, useState } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Link, useLocation } from 'react-router-dom';
import { ServerHtml } from './ServerHtml';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Content({ who }: { who: string }) {
  return (
    <p>
      Hello {who}, <Link to="/about">about us</Link>
    </p>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** A page with one kept part, whose code is loaded lazily and counted. */
function page(loads: { count: number }, who = 'server') {
  const LazyContent = lazy(async () => {
    loads.count += 1;
    return { default: () => <Content who={who} /> };
  });
  return (
    <MemoryRouter initialEntries={['/']}>
      <ServerHtml id="part">
        <LazyContent />
      </ServerHtml>
      <Where />
    </MemoryRouter>
  );
}

let root: Root | null = null;
let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** The server's HTML of a page: its part rendered in full, as the site's server waits for every lazy part. */
function serverHtml(who = 'server'): string {
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <ServerHtml id="part">
        <Content who={who} />
      </ServerHtml>
      <Where />
    </MemoryRouter>,
  );
}

describe('ServerHtml', () => {
  it('keeps the HTML the server sent, without loading the code of its content', async () => {
    const sent = serverHtml();
    container.innerHTML = sent;
    const errors: unknown[] = [];
    const loads = { count: 0 };
    await act(async () => {
      root = hydrateRoot(container, page(loads, 'browser'), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(loads.count).toBe(0);
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-server-html="part"]')?.textContent).toBe('Hello server, about us');
  });

  it('moves the router when a link inside the kept HTML is clicked', async () => {
    container.innerHTML = serverHtml();
    await act(async () => {
      root = hydrateRoot(container, page({ count: 0 }));
    });
    const link = container.querySelector<HTMLAnchorElement>('[data-server-html="part"] a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('/about');
  });

  it('renders and loads its content where the server sent none', async () => {
    const loads = { count: 0 };
    await act(async () => {
      root = createRoot(container);
      root.render(page(loads, 'browser'));
    });
    expect(loads.count).toBe(1);
    expect(container.querySelector('[data-server-html="part"]')?.textContent).toBe('Hello browser, about us');
  });

  it('renders its content anew when it comes to show something else', async () => {
    container.innerHTML = serverHtml();
    const loads = { count: 0 };
    function Switching() {
      const [id, setId] = useState('part');
      const LazyContent = useState(() =>
        lazy(async () => {
          loads.count += 1;
          return { default: () => <Content who="next" /> };
        }),
      )[0];
      return (
        <MemoryRouter>
          <ServerHtml id={id}>
            <LazyContent />
          </ServerHtml>
          <button type="button" onClick={() => setId('other')}>
            next
          </button>
        </MemoryRouter>
      );
    }
    container.innerHTML = container.innerHTML.replace(
      '<output>/</output>',
      '<button type="button">next</button>',
    );
    await act(async () => {
      root = hydrateRoot(container, <Switching />);
    });
    expect(loads.count).toBe(0);
    await act(async () => container.querySelector('button')!.click());
    expect(loads.count).toBe(1);
    expect(container.querySelector('[data-server-html="other"]')?.textContent).toBe('Hello next, about us');
  });
});
