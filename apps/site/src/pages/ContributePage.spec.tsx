/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { type PublicDonationProject } from '@foundation/shared';
import { ApiError, fetchJson } from '../lib/api';
import { orderRequest } from '../modules/donations/components/orderRequest';
import { CONTRIBUTE } from '../modules/donations/content';
import ContributePage from './ContributePage';
import { renderInSite } from '../testing/render';

jest.mock('../lib/api', () => ({ ...jest.requireActual('../lib/api'), fetchJson: jest.fn() }));
const fetchMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const project = (id: string, title: string, raised: number, goal: number): PublicDonationProject => ({
  id,
  title,
  description: `About ${title}`,
  imageUrl: null,
  imageVariants: {},
  goal,
  raised,
  percentFunded: Math.floor((raised * 100) / goal),
});

function answer(projects: () => Promise<unknown>) {
  fetchMock.mockImplementation(((path: string) =>
    path === '/api/donation-projects'
      ? projects()
      : Promise.reject(new ApiError(503, 'down'))) as typeof fetchJson);
}

function renderPage() {
  renderInSite(<ContributePage />, { swr: { dedupingInterval: 0, shouldRetryOnError: false }, toasts: true });
}

describe('Contribute page: donation projects', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => fetchMock.mockReset());

  it('shows the projects from the API with the raised figure and % funded it computed', async () => {
    answer(async () => [project('p1', 'Annadaan', 342000, 500000), project('p2', 'Schools', 0, 300000)]);
    renderPage();
    expect(screen.getByText(CONTRIBUTE.projectsLoading)).toBeTruthy();
    expect(await screen.findByText('68% funded')).toBeTruthy();
    expect(screen.getByText(/Raised: ₹3,42,000/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Annadaan: 68% funded' })).toBeTruthy();
    expect(screen.getByText('0% funded')).toBeTruthy();
  });

  it('lets the donor choose a project from its card or the form (optional)', async () => {
    answer(async () => [project('p1', 'Annadaan', 0, 1000), project('p2', 'Schools', 0, 1000)]);
    renderPage();
    const choice = (await screen.findByLabelText(CONTRIBUTE.projectChoice)) as HTMLSelectElement;
    expect(choice.value).toBe('');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([CONTRIBUTE.noProject, 'Annadaan', 'Schools']);
    fireEvent.click(screen.getByRole('button', { name: `${CONTRIBUTE.giveToProject}: Schools` }));
    expect(choice.value).toBe('p2');
    fireEvent.change(choice, { target: { value: '' } });
    expect(choice.value).toBe('');
  });

  it('says so when there are no projects (no choice in the form), and when they cannot be loaded', async () => {
    answer(async () => []);
    renderPage();
    expect(await screen.findByText(CONTRIBUTE.projectsEmpty)).toBeTruthy();
    expect(screen.queryByLabelText(CONTRIBUTE.projectChoice)).toBeNull();
  });

  it('keeps the form usable when the projects cannot be loaded', async () => {
    answer(async () => {
      throw new ApiError(500, 'boom');
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CONTRIBUTE.projectsError);
    expect(screen.getByRole('button', { name: /Donate/ })).toBeTruthy();
  });

  it('sends the chosen project with the order, and none when none is chosen', () => {
    const donor = {
      name: 'Asha',
      email: 'a@example.org',
      phone: '',
      pan: '',
      address: '',
      citizenship: 'indian-in-india' as const,
      passport: '',
    };
    expect(orderRequest(100, 'one-time', donor, 'p1')).toMatchObject({ projectId: 'p1' });
    expect(orderRequest(100, 'one-time', donor)).not.toHaveProperty('projectId');
  });
});
