import { t } from '../../i18n/i18n';
import { catalogueTexts } from '../../i18n/texts';

/**
 * What an event page says of its seats before the registration form opens (entries `registration.*`): apart
 * from the form's texts (./texts.ts), which load with the form.
 */
export const AVAILABILITY_TEXTS = Object.assign(catalogueTexts('registration', ['soldOut', 'closed']), {
  ticketsAvailable: (available: number) => t('registration.ticketsAvailable', { available }),
});
