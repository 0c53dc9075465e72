/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { type CommunityProgram } from '@foundation/shared';
import { ProgramCard } from '../modules/programs/components/ProgramCard';
import { theme } from '../theme';
import { renderRichText, richTextToPlain } from './richText';

const EDITOR_HTML =
  '<p>Evening classes for <strong>village children</strong>.</p><ul><li>Books &amp; meals</li></ul>' +
  '<p><a href="javascript:alert(1)">Bad link</a><script>alert(1)</script></p>';

describe('renderRichText', () => {
  it('rebuilds editor HTML as elements from the allow-list, never as text', () => {
    const { container } = render(<div>{renderRichText(EDITOR_HTML)}</div>);
    expect(container.textContent).not.toContain('<p>');
    expect(container.querySelector('strong')?.textContent).toBe('village children');
    expect(container.querySelector('li')?.textContent).toBe('Books & meals');
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).not.toContain('alert');
  });

  it('shows text without tags as paragraphs split at blank lines', () => {
    const { container } = render(<div>{renderRichText('First part.\n\nSecond < third.')}</div>);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First part.',
      'Second < third.',
    ]);
  });
});

describe('richTextToPlain', () => {
  it('keeps the text, separates blocks with a space and drops scripts', () => {
    expect(richTextToPlain(EDITOR_HTML)).toBe('Evening classes for village children. Books & meals Bad link');
    expect(richTextToPlain('Plain\n\ntext')).toBe('Plain text');
    expect(richTextToPlain(null)).toBe('');
  });
});

describe('ProgramCard', () => {
  it('shows a rich-text description as plain text', () => {
    const program = {
      id: '1',
      title: 'Village School',
      category: 'Education',
      description: EDITOR_HTML,
      featuredImageUrl: null,
      urlSlug: 'village-school',
      galleryImages: [],
      isActive: true,
      createdAt: '2030-01-01T00:00:00Z',
      updatedAt: '2030-01-01T00:00:00Z',
    } as unknown as CommunityProgram;
    const { container } = render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ProgramCard program={program} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(container.textContent).toContain('Evening classes for village children. Books & meals');
    expect(container.textContent).not.toMatch(/<\/?[a-z]/);
  });
});
