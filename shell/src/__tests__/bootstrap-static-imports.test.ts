// The start-up's steps (bootstrap-steps.test.ts) hold only if nothing the start-up imports at once
// loads their code before them: the remote registry had imported the API client for its config,
// which ran Redux Toolkit, the API slice and the contract in the start-up's first task.

const mockEvaluated: string[] = [];

jest.mock('../yield-to-main', () => ({ yieldToMain: () => new Promise(() => undefined) })); // the steps never begin
jest.mock('@agency/shared/api/toolkit', () => {
  mockEvaluated.push('Redux Toolkit');
  return {};
});
jest.mock('@agency/shared/api', () => {
  mockEvaluated.push('API slice');
  return {};
});
jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

it("loading the start-up runs no API slice before its step: only the first step, Redux Toolkit's, has begun", async () => {
  window.__APP_CONFIG__ = { registry: {} };
  document.body.innerHTML = '<div id="root"></div>';
  await jest.isolateModulesAsync(async () => {
    await import('../bootstrap');
  });
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  // Redux Toolkit's step runs at once (no yield before it); every later step waits on a yield that never ends here.
  expect(mockEvaluated).toEqual(['Redux Toolkit']);
  delete window.__APP_CONFIG__;
});
