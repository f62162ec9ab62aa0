// The live versions panel during a canary: both versions with the share, which one this browser
// loads, and the staff's own switch to the canaries (a canary at 0 % gets no other traffic); each
// version's health side by side, asked again every minute, and why the last canary ended.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@agency/shared/testing';
import { canaryMessages as m } from '@agency/shared/contract/messages';
import type { VersionHealthReply } from '@agency/shared/contract/insights';
import { LiveVersions } from '../live-versions';
import { currentRegistry } from '../../federation/remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const release = (version: string) => ({ manifest: `/remotes/mf_admin_people/${version}/mf-manifest.json`, integrity: {}, version });
const REGISTRY = { mf_admin_people: { ...release('1.0.0-live'), canary: { ...release('1.0.0-next'), percent: 0 } } };

const numbers = (version: string, views: number, errorsPerThousand: number | null, inpP75: number | null, lcpP75: number | null) => ({
  version,
  views,
  errors: 0,
  errorsPerThousand,
  inpP75,
  lcpP75,
});
const HEALTHY: VersionHealthReply = {
  remotes: [
    {
      remote: 'mf_admin_people',
      since: '2026-11-28T22:00:00.000Z',
      live: numbers('1.0.0-live', 900, 1.1, 120, 1800),
      canary: { ...numbers('1.0.0-next', 210, 4.8, 130, 1900), percent: 0, startedAt: '2026-11-28T22:05:00.000Z' },
    },
  ],
};
const ROLLED_BACK: VersionHealthReply = {
  remotes: [
    {
      remote: 'mf_admin_people',
      since: '2026-11-27T23:00:00.000Z',
      live: numbers('1.0.0-live', 950, 1.1, 120, 1800),
      lastAborted: { version: '1.0.0-next', reason: 'errors 14.3 per 1,000 views', at: '2026-11-28T22:10:00.000Z' },
    },
  ],
};
let health = HEALTHY;

beforeAll(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    return new Response(JSON.stringify(url.includes('insights/versions') ? health : REGISTRY));
  }) as typeof fetch;
});
beforeEach(() => {
  health = HEALTHY;
});
afterEach(() => {
  for (const name of ['mf-bucket', 'mf-canary']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

it('shows the canary beside the live version, and that this browser loads the live one', async () => {
  renderWithStore(<LiveVersions />);
  expect(await screen.findByText(new RegExp(m.canary('1.0.0-next', 0)))).toHaveTextContent(m.thisBrowser('live'));
  // The version line, and the live row of the health table.
  expect(await screen.findAllByText('1.0.0-live')).toHaveLength(2);
});

it('switches this browser to the canaries and back', async () => {
  const user = userEvent.setup();
  renderWithStore(<LiveVersions />);
  await user.click(await screen.findByRole('button', { name: m.optIn }));
  await waitFor(() => expect(currentRegistry().mf_admin_people?.version).toBe('1.0.0-next'));
  expect(document.cookie).toContain('mf-canary=1');
  expect(await screen.findByText(new RegExp(m.canary('1.0.0-next', 0)))).toHaveTextContent(m.thisBrowser('canary'));
  expect(screen.getByText(m.optedIn)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: m.optOut }));
  await waitFor(() => expect(currentRegistry().mf_admin_people?.version).toBe('1.0.0-live'));
  expect(document.cookie).not.toContain('mf-canary');
});

it("shows the live version's and the canary's health side by side", async () => {
  renderWithStore(<LiveVersions />);
  const table = await screen.findByRole('table', { name: m.healthCaption('mf_admin_people') });
  const [live, canary] = within(table).getAllByRole('row').slice(1);
  expect(
    within(live)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1.0.0-live', '900', '1.1', '120 ms', '1800 ms']);
  expect(
    within(canary)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1.0.0-next', '210', '4.8', '130 ms', '1900 ms']);
});

it('asks again every minute, and shows why the canary was ended', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    renderWithStore(<LiveVersions />);
    await screen.findByRole('table', { name: m.healthCaption('mf_admin_people') });
    health = ROLLED_BACK;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(
      await screen.findByText(
        m.aborted('1.0.0-next', 'errors 14.3 per 1,000 views', new Date('2026-11-28T22:10:00.000Z').toLocaleString()),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
