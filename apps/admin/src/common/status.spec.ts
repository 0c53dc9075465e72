import { createTheme } from '@mui/material/styles';
import { palette as colours } from '../palette';
import { statusColor, statusLabel } from './status';

/** The hue (0-360) of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('payment status badges', () => {
  const palette = createTheme({ palette: colours }).palette;
  const colourOf = (status: string) => palette[statusColor(status)].main;

  it('are green for completed, yellow for pending, red otherwise', () => {
    // Orange (MUI's default warning, hue about 25) is not yellow.
    expect(hue(colourOf('pending'))).toBeGreaterThanOrEqual(45);
    expect(hue(colourOf('pending'))).toBeLessThanOrEqual(62);
    expect(hue(colourOf('completed'))).toBeGreaterThanOrEqual(90);
    expect(hue(colourOf('completed'))).toBeLessThanOrEqual(160);
    for (const status of ['failed', 'refunded']) {
      const h = hue(colourOf(status));
      expect(h < 15 || h > 345).toBe(true);
    }
  });

  it('keep their text readable on the yellow', () => {
    expect(palette.warning.contrastText).toMatch(/^(#000|rgba\(0, 0, 0)/);
  });

  it('are capitalised like the rest of the panel', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('failed')).toBe('Failed');
    expect(statusLabel('refunded')).toBe('Refunded');
  });
});
