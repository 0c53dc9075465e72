/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { activateWholeCatalogue } from '../../i18n/wholeCatalogue';
import { theme } from '../../theme';
import { ALL_CATEGORIES, categoryName } from './categories';
import { CategoryFilter } from './components/CategoryFilter';

describe('the name of a program category', () => {
  afterEach(() => activateWholeCatalogue('en'));

  it('is the English name staff wrote on an English page', async () => {
    await activateWholeCatalogue('en');
    expect(categoryName('Community Service')).toBe('Community Service');
    expect(categoryName('Education')).toBe('Education');
    expect(categoryName('Health & Wellness')).toBe('Health & Wellness');
  });

  it('is Hindi on a Hindi page', async () => {
    await activateWholeCatalogue('hi');
    expect(categoryName('Community Service')).toBe('समाज सेवा');
    expect(categoryName('Education')).toBe('शिक्षा');
    expect(categoryName('Health & Wellness')).toBe('स्वास्थ्य और कल्याण');
  });

  it('stays as staff wrote it when the catalogue does not know it', async () => {
    await activateWholeCatalogue('hi');
    expect(categoryName('Ayurveda Camps')).toBe('Ayurveda Camps');
    expect(categoryName('education')).toBe('education');
    expect(categoryName('toString')).toBe('toString');
    expect(categoryName('')).toBe('');
  });

  it('names the filter buttons in Hindi, filtering still by the category staff wrote', async () => {
    await activateWholeCatalogue('hi');
    const onSelect = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <CategoryFilter
          categories={[ALL_CATEGORIES, 'Education', 'Seva Camps']}
          selected="Education"
          onSelect={onSelect}
        />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'सभी',
      'शिक्षा',
      'Seva Camps',
    ]);
    expect(screen.getByRole('button', { name: 'शिक्षा' }).getAttribute('aria-pressed')).toBe('true');
    screen.getByRole('button', { name: 'Seva Camps' }).click();
    expect(onSelect).toHaveBeenCalledWith('Seva Camps');
  });
});
