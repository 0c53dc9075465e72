import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
  }

  h1,
  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0;
  }

  p {
    margin: 0;
  }

  img {
    display: block;
    max-width: 100%;
  }

  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  :focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.primaryStrong};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  /* Print Receipt: only the booking receipt is printed. */
  @media print {
    body {
      background: none;
    }

    body * {
      visibility: hidden !important;
    }

    #booking-receipt,
    #booking-receipt * {
      visibility: visible !important;
    }

    #booking-receipt {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      border: 0;
    }

    [role='dialog'] {
      position: static;
      max-height: none;
      overflow: visible;
      box-shadow: none;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
