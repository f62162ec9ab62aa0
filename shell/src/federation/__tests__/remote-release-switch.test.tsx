// A release reaching an open page: the registry check a navigation starts can finish after
// the page rendered from the old version (the page was loaded before), or after a later
// navigation's check.

import { act, screen } from '@testing-library/react';
import { renderWithStore } from '@agency/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemotePage } from '../remote-page';
import { currentRegistry, ensureRegistry, refreshRegistry, registrySettled } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const manifest = (version: string) => `/remotes/mf_admin_people/${version}/mf-manifest.json`;

/** The registry the server answers with, one answer per request, each released when the test says. */
const registryAnswers: Array<{ version: string; answer: () => void }> = [];
const settle = () => act(async () => undefined);
const answerNext = async () => {
  await settle();
  registryAnswers.shift()?.answer();
  await settle();
};

let liveVersion = 'v1';

beforeAll(async () => {
  global.fetch = jest.fn((async () => {
    const version = liveVersion;
    await new Promise<void>((answer) => registryAnswers.push({ version, answer }));
    return new Response(JSON.stringify({ mf_admin_people: { manifest: manifest(version) } }));
  }) as typeof fetch);
  // Each version of the remote renders its own heading.
  mockedLoadRemote.mockImplementation(async () => {
    const version = /\/(v\d)\//.exec(currentRegistry().mf_admin_people?.manifest ?? '')?.[1];
    return { pages: { Profile: async () => ({ default: () => <h1>Profile {version}</h1> }) } };
  });
  const loading = ensureRegistry();
  await answerNext();
  await loading;
});

it('switches a page rendered from the old version to the new one when the check finds a release', async () => {
  const first = renderWithStore(<RemotePage remote="mf_admin_people" page="Profile" />);
  expect(await screen.findByRole('heading', { name: 'Profile v1' })).toBeInTheDocument();
  first.unmount();

  // A release, then a navigation back to the page: its check is still out when the page renders.
  liveVersion = 'v2';
  void refreshRegistry();
  renderWithStore(<RemotePage remote="mf_admin_people" page="Profile" />);
  expect(screen.getByRole('heading', { name: 'Profile v1' })).toBeInTheDocument();

  await answerNext();
  expect(await screen.findByRole('heading', { name: 'Profile v2' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('never lets an earlier, slower registry answer undo a later one', async () => {
  liveVersion = 'v3';
  void refreshRegistry();
  await settle();
  liveVersion = 'v4';
  void refreshRegistry();
  await settle();
  // The second check asks only once the first has been applied, so it sees the later registry.
  expect(registryAnswers.map((request) => request.version)).toEqual(['v3']);
  await answerNext();
  expect(registryAnswers.map((request) => request.version)).toEqual(['v4']);
  await answerNext();
  await registrySettled();
  expect(currentRegistry().mf_admin_people?.manifest).toBe(manifest('v4'));
});
