import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LOCALE_NAMES, LOCALES, type Locale, localePath } from '@foundation/shared';
import { StyledVisuallyHidden } from '../components/layout';
import { currentLocale } from '../i18n/i18n';
import { useHydrated } from '../lib/hydrated';
import { rememberedLocale, rememberLocale } from '../i18n/languagePreference';
import { HINDI_WORD } from './hindiWord';
// A file of its own, never inlined into the JavaScript (Vite would inline an asset this small).
import hindiWordUrl from './hindi-word.svg?url&no-inline';

/**
 * The offer of a language, written in that language (like LOCALE_NAMES): it speaks to a visitor who reads it,
 * whatever the page's language, so it is not in the page's catalogue.
 */
const OFFER_TEXTS: Record<Locale, string> = {
  en: 'Read this page in English',
  hi: 'यह पृष्ठ हिन्दी में पढ़ें',
};

/** The other language of the page. */
function otherLocale(locale: Locale): Locale {
  return LOCALES.find((candidate) => candidate !== locale) ?? 'en';
}

/** The same page in another language: its full address (a new page load, so the server writes its head). */
function useAddressIn(locale: Locale): string {
  const { pathname, search, hash } = useLocation();
  return `${localePath(pathname, locale)}${search}${hash}`;
}

/**
 * The link to this page in the other language, named in that language ("हिन्दी" on English pages,
 * "English" on Hindi ones) with its lang and hreflang, so screen readers pronounce it right. Choosing it is
 * remembered.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: () => void }) {
  const other = otherLocale(currentLocale());
  return (
    <StyledSwitch
      href={useAddressIn(other)}
      lang={other}
      hrefLang={other}
      onClick={() => {
        rememberLocale(other);
        onChoose?.();
      }}
    >
      {other === 'hi' ? <HindiWord /> : LOCALE_NAMES[other]}
    </StyledSwitch>
  );
}

/**
 * "हिन्दी" on English pages, which load no Devanagari font: drawn from its outline (src/layout/hindi-word.svg,
 * fetched by the pages that show it), so a machine without a system Devanagari font shows the word, not empty
 * boxes. The text beside it is the link's name for screen readers, search engines and copying.
 */
function HindiWord() {
  return (
    <>
      {/* The symbol maps its own font-unit box (from -ascent) onto this one, which starts at 0. */}
      <StyledWord
        viewBox={`0 0 ${HINDI_WORD.width} ${HINDI_WORD.height}`}
        aria-hidden="true"
        focusable="false"
      >
        <use href={`${hindiWordUrl}#word`} />
      </StyledWord>
      <StyledVisuallyHidden>{LOCALE_NAMES.hi}</StyledVisuallyHidden>
    </>
  );
}

/** The outline at the size of the switch's text. */
const StyledWord = styled.svg`
  width: ${HINDI_WORD.width / HINDI_WORD.unitsPerEm}em;
  height: ${HINDI_WORD.height / HINDI_WORD.unitsPerEm}em;
  fill: currentColor;
`;

/**
 * When the visitor chose the other language before and arrives on a page in this one (a shared link, a
 * search result), offer the page in their language. Nothing redirects: search engines and shared links keep
 * seeing the page they asked for.
 */
export function LanguageOffer() {
  const locale = currentLocale();
  const other = otherLocale(locale);
  const address = useAddressIn(other);
  // The choice is in the browser's storage: read after hydration, so the server's HTML is what hydrates.
  const hydrated = useHydrated();
  if (!hydrated || rememberedLocale() !== other) return null;
  return (
    <StyledOffer lang={other}>
      <a href={address} hrefLang={other}>
        {OFFER_TEXTS[other]}
      </a>
    </StyledOffer>
  );
}

const StyledSwitch = styled.a`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  /* In the one-line header row every pixel counts: the brand must not be squeezed at 1280 px. */
  ${({ theme }) => theme.media.xl} {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledOffer = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};

  a {
    color: ${({ theme }) => theme.colors.onInk};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
