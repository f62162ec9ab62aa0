// The entry's first step: the start-up begins in a task of its own, after the first paint on a
// server-rendered page, never in the task that evaluated the federation runtime (together they
// made the first view's longest task).

const mockEntrySteps: string[] = [];

jest.mock('../after-first-paint', () => ({
  afterFirstPaint: async () => {
    mockEntrySteps.push('first paint');
  },
}));
jest.mock('../yield-to-main', () => ({
  yieldToMain: async () => {
    mockEntrySteps.push('yield');
  },
}));
jest.mock('../bootstrap', () => {
  mockEntrySteps.push('bootstrap');
  return {};
});

jest.mock('../styles/fonts/fonts.css', () => ({}));
jest.mock('@agency/shared/ui/ui.css', () => ({}));
jest.mock('../styles/app-frame.css', () => ({}));

const started = async (html: string) => {
  mockEntrySteps.length = 0;
  document.body.innerHTML = html;
  jest.resetModules();
  await import('../index');
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  return [...mockEntrySteps];
};

it('starts a server-rendered page after its first paint, in a task of its own', async () => {
  expect(await started('<script type="application/json" id="ssr-state">{}</script><div id="root"></div>')).toEqual([
    'first paint',
    'yield',
    'bootstrap',
  ]);
});

it('starts a page the browser renders in a task of its own', async () => {
  expect(await started('<div id="root"></div>')).toEqual(['yield', 'bootstrap']);
});
