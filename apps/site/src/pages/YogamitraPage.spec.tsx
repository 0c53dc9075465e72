/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { type VolunteerRole } from '@foundation/shared';
import { ApiError } from '../lib/api';
import { fetchVolunteerRoles, sendVolunteerApplication } from '../modules/volunteer/api/volunteer.api';
import { APPLY_TEXTS, YOGAMITRA } from '../modules/volunteer/content';
import YogamitraPage from './YogamitraPage';
import { renderInSite } from '../testing/render';

jest.mock('../modules/volunteer/api/volunteer.api', () => ({
  fetchVolunteerRoles: jest.fn(),
  sendVolunteerApplication: jest.fn(),
}));
const fetchRoles = fetchVolunteerRoles as jest.MockedFunction<typeof fetchVolunteerRoles>;
const send = sendVolunteerApplication as jest.MockedFunction<typeof sendVolunteerApplication>;

const role = (id: string, title: string): VolunteerRole => ({
  id,
  title,
  commitment: '4 hours per week',
  skills: 'Patience',
  description: '',
  isActive: true,
  sortOrder: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});
const ROLES = [role('r1', 'Yoga Teacher in Schools'), role('r2', 'Community Kitchen Volunteer')];

function renderPage() {
  renderInSite(<YogamitraPage />, { swr: { dedupingInterval: 0 } });
}

async function openAndFill(roleTitle: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${YOGAMITRA.applyNow}: ${roleTitle}` }));
  const dialog = await screen.findByRole('dialog');
  const field = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  field(APPLY_TEXTS.name, 'Asha Verma');
  field(APPLY_TEXTS.email, 'asha@example.org');
  field(APPLY_TEXTS.phone, '+91 98765 43210');
  field(APPLY_TEXTS.city, 'Varanasi');
  field(APPLY_TEXTS.availability, 'Weekends');
  return dialog;
}

describe('Yogamitra page', () => {
  beforeAll(() => {
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
  });
  afterEach(() => {
    fetchRoles.mockReset();
    send.mockReset();
  });

  it('lists the roles from the API', async () => {
    fetchRoles.mockResolvedValue(ROLES);
    renderPage();
    expect(screen.getByRole('status')).toHaveProperty('textContent', YOGAMITRA.loadingRoles);
    expect(await screen.findByText('Community Kitchen Volunteer')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Apply Now/ })).toHaveLength(2);
  });

  it('says so when no role is open', async () => {
    fetchRoles.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(YOGAMITRA.noRoles)).toBeTruthy();
  });

  it('shows an error when the roles cannot be loaded', async () => {
    fetchRoles.mockRejectedValue(new ApiError(503, 'unavailable', undefined, true));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', YOGAMITRA.rolesFailed);
  });

  it('sends the form for the chosen role and thanks the applicant on the page', async () => {
    fetchRoles.mockResolvedValue(ROLES);
    send.mockResolvedValue({ id: 'a1', receivedAt: '2030-01-01T00:00:00.000Z' });
    renderPage();
    const dialog = await openAndFill('Community Kitchen Volunteer');
    expect((within(dialog).getByLabelText(APPLY_TEXTS.role) as HTMLSelectElement).value).toBe('r2');
    fireEvent.click(within(dialog).getByRole('button', { name: APPLY_TEXTS.submit }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      APPLY_TEXTS.thanks('Asha Verma', 'Community Kitchen Volunteer'),
    );
    expect(send).toHaveBeenCalledWith({
      name: 'Asha Verma',
      email: 'asha@example.org',
      phone: '+91 98765 43210',
      city: 'Varanasi',
      roleId: 'r2',
      availability: 'Weekends',
      message: '',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the API’s field messages on bad input', async () => {
    fetchRoles.mockResolvedValue(ROLES);
    send.mockRejectedValue(
      new ApiError(400, 'Enter a valid e-mail address', { email: 'Enter a valid e-mail address' }, true),
    );
    renderPage();
    const dialog = await openAndFill('Yoga Teacher in Schools');
    fireEvent.click(within(dialog).getByRole('button', { name: APPLY_TEXTS.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Enter a valid e-mail address',
    );
    expect(within(dialog).getByLabelText(APPLY_TEXTS.email).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the API’s wait when too many applications came from this network (429)', async () => {
    fetchRoles.mockResolvedValue(ROLES);
    const message = 'Too many volunteer applications from your network. Please try again in 42 minutes.';
    send.mockRejectedValue(new ApiError(429, message, undefined, true));
    renderPage();
    const dialog = await openAndFill('Yoga Teacher in Schools');
    fireEvent.click(within(dialog).getByRole('button', { name: APPLY_TEXTS.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', message);
  });
});
