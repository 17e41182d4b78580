import { expect } from '@esm-bundle/chai';
import {
  ApiError,
  mayPassByItself,
  noteNoAnswer,
  retryFailedLoads,
  retryLater,
  retryPause,
} from '../../../src/api';
import { noteAnswer } from '../../../src/api/recovery';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('retrying failed loads', () => {
  const cancels: Array<() => void> = [];
  afterEach(() => {
    for (const cancel of cancels.splice(0)) cancel();
  });
  /** A retry counted, with a failure that no timer retries, so only events run it. */
  const counted = (error: unknown = new ApiError('rest_forbidden', 'No.', 403)) => {
    const runs = { count: 0 };
    cancels.push(retryLater(() => (runs.count += 1), { attempt: 0, error }));
    return runs;
  };

  it('waits longer after each failure in a row, up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryPause)).to.deep.equal([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries unasked only what may pass by itself', () => {
    const error = (status?: number) => new ApiError('x', 'x', status);
    expect(mayPassByItself(error())).to.equal(true);
    expect(mayPassByItself(error(500))).to.equal(true);
    expect(mayPassByItself(error(503))).to.equal(true);
    expect(mayPassByItself(error(429))).to.equal(true);
    expect(mayPassByItself(new TypeError('Failed to fetch dynamically imported module'))).to.equal(
      true,
    );
    expect(mayPassByItself(error(403))).to.equal(false);
    expect(mayPassByItself(error(404))).to.equal(false);
    expect(mayPassByItself(error(400))).to.equal(false);
  });

  it('runs each waiting retry once when Retry is pressed', () => {
    const first = counted();
    const second = counted();
    retryFailedLoads();
    retryFailedLoads();
    expect([first.count, second.count]).to.deep.equal([1, 1]);
  });

  it('runs no retry that was cancelled (its screen went away)', () => {
    const runs = counted();
    cancels.pop()?.();
    retryFailedLoads();
    expect(runs.count).to.equal(0);
  });

  it('runs the waiting retries when the browser is back online', () => {
    const runs = counted();
    window.dispatchEvent(new Event('online'));
    expect(runs.count).to.equal(1);
  });

  it('runs the waiting retries when the host answers after a call that got no answer', async () => {
    const runs = counted();
    noteAnswer();
    await nextTask();
    expect(runs.count, 'the host never went away').to.equal(0);
    noteNoAnswer();
    noteAnswer();
    expect(runs.count, 'not inside the call that answered').to.equal(0);
    await nextTask();
    expect(runs.count).to.equal(1);
  });
});
