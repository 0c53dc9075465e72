import { t } from '../../i18n/i18n';
import { catalogueTexts, withTexts } from '../../i18n/texts';

/**
 * Texts of the Yogamitra (volunteer) page, docs/product.md §2 and §9, in the page's language: entries
 * `yogamitra.*` of the catalogues. The roles themselves are data that staff manage in the admin panel
 * (Volunteer roles), read from GET /api/volunteer-roles.
 */
export const YOGAMITRA = withTexts(
  catalogueTexts('yogamitra', [
    'title',
    'lead',
    'rolesTitle',
    'commitment',
    'skills',
    'applyNow',
    'loadingRoles',
    'noRoles',
    'rolesFailed',
    'updatesTitle',
  ]),
  {
    get updates(): string[] {
      return [1, 2, 3].map((n) => t(`yogamitra.update.${n}`));
    },
  },
);

/** The application form of the Apply Now dialog: entries `apply.*`. */
export const APPLY_TEXTS = withTexts(
  catalogueTexts('apply', [
    'name',
    'email',
    'phone',
    'city',
    'role',
    'availability',
    'availabilityHint',
    'message',
    'submit',
    'sending',
    'cancel',
    'failed',
  ]),
  {
    dialogTitle: (role: string) => t('apply.dialogTitle', { role }),
    thanks: (name: string, role: string) => t('apply.thanks', { name, role }),
  },
);
