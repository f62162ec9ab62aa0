import { CaptchaSession, CaptchaUnsolved, FAILURES_BEFORE_GIVING_UP, RETRY_DELAYS_MS } from '../captcha-session';

const solverFor = (session: CaptchaSession) => {
  const solver = { solve: jest.fn(() => session.report('verifying', null)) };
  session.attach(solver);
  return solver;
};

describe('CaptchaSession (ALTCHA: solves by itself)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts solving once the form is used and a widget is there, in either order', () => {
    const early = new CaptchaSession(true);
    early.want();
    expect(solverFor(early).solve).toHaveBeenCalledTimes(1);

    const late = new CaptchaSession(true);
    const solver = solverFor(late);
    expect(solver.solve).not.toHaveBeenCalled();
    late.want();
    late.want();
    expect(solver.solve).toHaveBeenCalledTimes(1);
  });

  it('hands a send the solution once it is worked out, also when the widget was not there yet', async () => {
    const session = new CaptchaSession(true);
    const solution = session.solution();
    const solver = solverFor(session);
    expect(solver.solve).toHaveBeenCalledTimes(1);
    session.report('verified', 'payload-1');
    await expect(solution).resolves.toBe('payload-1');
    // Kept until a message is sent with it.
    await expect(session.solution()).resolves.toBe('payload-1');
  });

  it('retries a failed verification, sooner when a send waits, and gives the send up after repeated failures', async () => {
    const session = new CaptchaSession(true);
    const solver = solverFor(session);
    session.want();
    session.report('error', null);
    expect(session.getState()).toBe('failed');
    jest.advanceTimersByTime(RETRY_DELAYS_MS[0]);
    expect(solver.solve).toHaveBeenCalledTimes(2);

    session.report('error', null);
    const send = session.solution();
    expect(solver.solve).toHaveBeenCalledTimes(3);
    for (let failure = 2; failure <= FAILURES_BEFORE_GIVING_UP; failure += 1) {
      session.report('error', null);
      if (failure < FAILURES_BEFORE_GIVING_UP) jest.runOnlyPendingTimers();
    }
    await expect(send).rejects.toEqual(new CaptchaUnsolved('failed'));
    // It keeps trying for the next Send.
    jest.runOnlyPendingTimers();
    session.report('verified', 'payload-2');
    await expect(session.solution()).resolves.toBe('payload-2');
  });

  it('works out a new solution when one expires or the server refused it', () => {
    const session = new CaptchaSession(true);
    const solver = solverFor(session);
    session.want();
    session.report('verified', 'payload-1');
    session.report('expired', null);
    expect(solver.solve).toHaveBeenCalledTimes(2);
    session.report('verified', 'payload-2');
    session.renew();
    expect(solver.solve).toHaveBeenCalledTimes(3);
    expect(session.getState()).toBe('solving');
  });
});

describe('CaptchaSession (reCAPTCHA: the visitor ticks)', () => {
  it('refuses a send at once without a tick, and resets the box when the server refused a token', async () => {
    const session = new CaptchaSession(false);
    const solver = { solve: jest.fn() };
    session.attach(solver);
    session.want();
    expect(solver.solve).not.toHaveBeenCalled();
    await expect(session.solution()).rejects.toEqual(new CaptchaUnsolved('not-ticked'));
    session.report('verified', 'token');
    await expect(session.solution()).resolves.toBe('token');
    session.renew();
    expect(solver.solve).toHaveBeenCalledTimes(1);
    await expect(session.solution()).rejects.toBeInstanceOf(CaptchaUnsolved);
  });
});
