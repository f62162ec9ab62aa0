// The start-up's order: each step's code runs in a task of its own, a yield between, Redux
// Toolkit's own code, the contract, the API slice, the store and the server's answers apart
// (together they made one long task of the first view).

const mockSteps: string[] = [];

jest.mock('../yield-to-main', () => ({
  yieldToMain: async () => {
    mockSteps.push('yield');
  },
}));
jest.mock('@agency/shared/api/toolkit', () => {
  mockSteps.push('Redux Toolkit');
  return {};
});
jest.mock('@agency/shared/contract', () => {
  mockSteps.push('contract');
  return {};
});
jest.mock('@agency/shared/api', () => {
  mockSteps.push('API slice');
  return {
    apiHydrated: (state: unknown) => ({ type: 'api/hydrated', payload: state }),
    createAppStore: () => {
      mockSteps.push('store');
      return { dispatch: () => mockSteps.push("the server's answers") };
    },
  };
});
jest.mock('../start-router', () => {
  mockSteps.push('router');
  return { startRouter: () => ({}) };
});
jest.mock('../app', () => {
  mockSteps.push('app');
  return { App: () => null };
});
jest.mock('react-dom/client', () => {
  mockSteps.push('React DOM');
  return { createRoot: () => ({ render: jest.fn() }), hydrateRoot: jest.fn() };
});
jest.mock('../federation/remote-registry', () => ({ ensureRegistry: () => Promise.resolve({}) }));
jest.mock('../federation/remote-pages', () => ({ pagePromise: jest.fn() }));
jest.mock('../read-app-config', () => ({ readAppConfig: jest.fn() }));
jest.mock('../ssr-state', () => ({ readSsrState: () => ({ pages: [], state: {} }) }));
jest.mock('../insights/start-insight', () => ({ startInsight: jest.fn() }));

it("runs Redux Toolkit's code, the contract, the API slice, the store, the server's answers, the router, the app and React DOM each after a yield", async () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';
  await jest.isolateModulesAsync(async () => {
    await import('../bootstrap');
  });
  // Each step waits on an import and a yield: microtask turns are all it takes here.
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
  expect(mockSteps).toEqual([
    'Redux Toolkit',
    'yield',
    'contract',
    'yield',
    'API slice',
    'yield',
    'store',
    'yield',
    "the server's answers",
    'yield',
    'router',
    'yield',
    'app',
    'yield',
    'React DOM',
    'yield',
  ]);
  jest.useRealTimers();
});
