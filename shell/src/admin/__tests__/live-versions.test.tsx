// The live versions panel during a canary: both versions with the share, which one this browser
// loads, and the staff's own switch to the canaries (a canary at 0 % gets no other traffic).

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '@agency/shared/testing';
import { canaryMessages as m } from '@agency/shared/contract/messages';
import { LiveVersions } from '../live-versions';
import { currentRegistry } from '../../federation/remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const release = (version: string) => ({ manifest: `/remotes/mf_admin_people/${version}/mf-manifest.json`, integrity: {}, version });
const REGISTRY = { mf_admin_people: { ...release('1.0.0-live'), canary: { ...release('1.0.0-next'), percent: 0 } } };

beforeAll(() => {
  global.fetch = jest.fn(async () => new Response(JSON.stringify(REGISTRY))) as typeof fetch;
});
afterEach(() => {
  for (const name of ['mf-bucket', 'mf-canary']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

it('shows the canary beside the live version, and that this browser loads the live one', async () => {
  renderWithStore(<LiveVersions />);
  expect(await screen.findByText(new RegExp(m.canary('1.0.0-next', 0)))).toHaveTextContent(m.thisBrowser('live'));
  expect(screen.getByText('1.0.0-live')).toBeInTheDocument();
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
