import { catalogueTexts } from '../../i18n/texts';

/** The community programs' texts, in the page's language (entries `programs.*` of the catalogues). */
export const PROGRAM_TEXTS = catalogueTexts('programs', [
  'title',
  'lead',
  'all',
  'filterLabel',
  'loading',
  'empty',
  'loadingProgram',
  'backToPrograms',
  'returnToPrograms',
  'contributeNow',
  'gallery',
  'homeCarouselTitle',
  'viewAll',
  'fetchFailed',
  'fetchProgramFailed',
  'notFound',
  'previous',
  'next',
]);

/** The programs list's lines while it loads, when it could not be read and when it is empty (listState). */
export const programListTexts = () => ({
  failed: PROGRAM_TEXTS.fetchFailed,
  loading: PROGRAM_TEXTS.loading,
  empty: PROGRAM_TEXTS.empty,
});
