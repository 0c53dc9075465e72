/**
 * The site's single source of colours, type, spacing and breakpoints. Components read it through
 * styled-components' `theme` prop; no colour or spacing literal lives outside this file.
 */

const breakpoints = {
  sm: '36em',
  md: '48em',
  lg: '64em',
  /** The header's full row (name, seven links, Contribute) needs this much; below it, the menu toggle. */
  xl: '80em',
} as const;

export const theme = {
  colors: {
    /** Saffron for fills, borders and accents; too light for text (2.6:1 on background). */
    primary: '#e8820c',
    /** Deep saffron for links, buttons and text on light backgrounds (5.8:1 on background). */
    primaryStrong: '#9c4a00',
    primarySoft: '#fcebd5',
    onPrimarySoft: '#7a3a00',
    onPrimaryStrong: '#ffffff',
    background: '#fbf8f3',
    surface: '#ffffff',
    text: '#2b2620',
    textMuted: '#5f574d',
    border: '#e8e0d4',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#1e6b3a',
    successSoft: '#e6f4ea',
    shadow: 'rgba(43, 38, 32, 0.08)',
    /** The dark band of the 80G strip and the footer. */
    ink: '#2b2620',
    onInk: '#fbf8f3',
    onInkMuted: '#d9d0c3',
    /** Link colour on the ink band (7:1 on ink). */
    onInkAccent: '#ffb869',
    /** Behind dialogs. */
    backdrop: 'rgba(43, 38, 32, 0.6)',
    /** Over hero images, so white text keeps AA contrast on any picture. */
    heroScrim: 'linear-gradient(180deg, rgba(30, 20, 10, 0.25) 0%, rgba(30, 20, 10, 0.78) 100%)',
    onHero: '#ffffff',
    /** Carousel dots and arrows over images. */
    control: 'rgba(255, 255, 255, 0.92)',
    controlInactive: 'rgba(255, 255, 255, 0.55)',
    placeholder: '#efe6da',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
    heading: "Georgia, 'Noto Serif', 'Times New Roman', serif",
  },
  fontSizes: {
    sm: '0.9375rem',
    md: '1.125rem',
    lg: '1.375rem',
    xl: '1.75rem',
    xxl: '2.25rem',
    display: '3rem',
    xs: '0.8125rem',
  },
  fontWeights: {
    regular: 400,
    semibold: 600,
    bold: 700,
  },
  lineHeights: {
    tight: 1.2,
    body: 1.7,
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: {
    sm: '0.25rem',
    md: '0.75rem',
    pill: '999px',
  },
  borders: {
    thin: '1px solid',
    accent: '4px solid',
  },
  shadows: {
    card: '0 1px 2px rgba(43, 38, 32, 0.06), 0 6px 20px rgba(43, 38, 32, 0.08)',
    raised: '0 12px 40px rgba(43, 38, 32, 0.25)',
    header: '0 2px 8px rgba(43, 38, 32, 0.08)',
  },
  focusRing: {
    width: '3px',
    offset: '2px',
  },
  layout: {
    maxWidth: '72rem',
    /** The header row spans wider than the page's text so its links fit on one line. */
    headerMaxWidth: '90rem',
    readableWidth: '40rem',
    cardMinWidth: '17rem',
    imageAspectRatio: '16 / 9',
    galleryAspectRatio: '4 / 3',
    /** Open Graph covers are 1200 x 630. */
    coverAspectRatio: '40 / 21',
    heroHeightMobile: '34rem',
    heroHeightDesktop: '36rem',
    dialogWidth: '36rem',
    receiptWidth: '40rem',
    iconSize: '1.5rem',
    controlSize: '2.75rem',
    dotSize: '0.75rem',
    logoSize: '2.5rem',
    progressHeight: '0.5rem',
    textareaRows: '8rem',
    figureMinWidth: '10rem',
    footerColumnMinWidth: '14rem',
    inlineInputMinWidth: '12rem',
    receiptLabelMinWidth: '7rem',
    radioScale: 1.5,
  },
  zIndex: {
    header: 10,
    menu: 20,
    toast: 40,
  },
  transitions: {
    fast: '150ms ease-out',
    /** docs/product.md §4: slides cross-fade over 1 second. */
    fade: 'opacity 1s ease-in-out',
  },
  breakpoints,
  /** Mobile first: styles apply from these widths upwards. */
  media: {
    sm: `@media (min-width: ${breakpoints.sm})`,
    md: `@media (min-width: ${breakpoints.md})`,
    lg: `@media (min-width: ${breakpoints.lg})`,
    xl: `@media (min-width: ${breakpoints.xl})`,
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // The interface must extend the theme's type to augment it; it adds no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
