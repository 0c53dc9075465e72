/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { type PublicDonationProject, type RecurringGiftView } from '@foundation/shared';
import { activateWholeCatalogue } from '../i18n/wholeCatalogue';
import { ApiError, fetchJson } from '../lib/api';
import { donorProblems } from '../modules/donations/components/DonationForm';
import { foundationLegal } from '../modules/donations/foundationLegal';
import { thankYouText } from '../modules/donations/thanks';
import ContributePage from './ContributePage';
import { renderInSite } from '../testing/render';
import { SETTINGS, TAX_LAW_2025 } from '../testing/donations';

jest.mock('../lib/api', () => ({ ...jest.requireActual('../lib/api'), fetchJson: jest.fn() }));
const fetchMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const PROJECT: PublicDonationProject = {
  id: 'p1',
  title: 'Annadaan',
  titleHi: 'अन्नदान',
  description: 'Meals at the ghats',
  descriptionHi: 'घाटों पर भोजन',
  imageUrl: null,
  imageVariants: {},
  goal: 500000,
  raised: 342000,
  percentFunded: 68,
};

function renderPage() {
  fetchMock.mockImplementation(((path: string) =>
    path === '/api/donation-projects'
      ? Promise.resolve([PROJECT])
      : path === '/api/giving'
        ? Promise.resolve(SETTINGS)
        : Promise.reject(new ApiError(503, 'down'))) as typeof fetchJson);
  renderInSite(<ContributePage />, { swr: { dedupingInterval: 0, shouldRetryOnError: false }, toasts: true });
}

describe('Contribute on a Hindi page', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  beforeEach(() => activateWholeCatalogue('hi'));
  afterEach(async () => {
    fetchMock.mockReset();
    await activateWholeCatalogue('en');
  });

  it('shows the projects’ Hindi twins, rupees in Indian grouping, the tax panel and the form in Hindi', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'अन्नदान' })).toBeTruthy();
    expect(screen.getByText('घाटों पर भोजन')).toBeTruthy();
    expect(screen.getByText(/प्राप्त: ₹3,42,000/)).toBeTruthy();
    const choice = screen.getByLabelText('किसी परियोजना के लिए दान करें (वैकल्पिक)');
    expect(within(choice).getByRole('option', { name: 'अन्नदान' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'कर लाभ' })).toBeTruthy();
    expect(screen.getByText('नाम', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('धारा 8 लाइसेंस संख्या', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '₹1,000' })).toBeTruthy();
    // The law the API names, in Hindi: the Income-tax Act, 2025's section 133.
    expect(await screen.findByText('धारा 133 के अंतर्गत कर रसीद (वैकल्पिक)')).toBeTruthy();
    // The form's note and the tax panel both name the act and its section.
    expect(screen.getAllByText(/आयकर अधिनियम, 2025 की धारा 133/)).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('पैन'), { target: { value: 'ABC' } });
    expect(screen.getByRole('button', { name: '₹1,000 / माह दान करें' })).toBeTruthy();
  });

  it('words the donor’s problems, the thank-you and the 80G details in Hindi', () => {
    expect(
      donorProblems({
        name: 'A',
        email: 'a@b.in',
        phone: '1',
        pan: 'ABC',
        address: '',
        citizenship: 'indian-abroad',
        passport: '12',
      }),
    ).toEqual({
      pan: 'पैन ABCDE1234F जैसा होना चाहिए',
      address: 'पैन देने पर पता आवश्यक है',
      passport: 'भारतीय पासपोर्ट नंबर K1234567 जैसा होता है',
    });
    expect(thankYouText({ type: 'one-time', amount: 125000 })).toBe(
      'आपका ₹1,25,000 का दान प्राप्त हुआ। धन्यवाद।',
    );
    const gift = { period: 'monthly', amount: 1000, nextChargeAt: null } as unknown as RecurringGiftView;
    expect(thankYouText({ type: 'monthly', recurringGift: gift })).toBe(
      'आपका ₹1,000 का मासिक दान शुरू हो गया है; पहली किस्त के ₹1,000 आज प्राप्त हुए।',
    );
    const legal = foundationLegal({
      name: 'Yoga Foundation',
      pan: 'AAATY1234F',
      taxLaw: TAX_LAW_2025,
      urn: 'AAATY1234FE20264',
      approvedOn: '2021-07-09',
      validFrom: null,
      validUntil: null,
    } as never);
    expect(legal.facts.map((fact) => fact.label)).toEqual([
      'धारा 354 के अंतर्गत विशिष्ट पंजीकरण संख्या (URN)',
      'अनुमोदन की तिथि',
    ]);
    expect(legal.registration80g).toMatch(
      /^धारा 354 के अंतर्गत विशिष्ट पंजीकरण संख्या \(URN\): AAATY1234FE20264, .+ को अनुमोदित$/,
    );
  });
});
