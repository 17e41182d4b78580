import { expect } from '@esm-bundle/chai';
import {
  FONT_READER_RETRIES,
  FONT_READER_RETRY_MS,
  withRetries,
} from '../../../src/fonts/font-reader';

describe('the font reader loader (spec 9: every 250 ms, up to 10 times)', () => {
  it('uses the spec constants', () => {
    expect(FONT_READER_RETRY_MS).to.equal(250);
    expect(FONT_READER_RETRIES).to.equal(10);
  });

  it('recovers when a later try succeeds, waiting 250 ms before each retry', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await withRetries(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error('no chunk');
        return 'fontkit';
      },
      { retries: 10, delayMs: 250, wait: async (ms) => void waits.push(ms) },
    );
    expect(value).to.equal('fontkit');
    expect(calls).to.equal(4);
    expect(waits).to.deep.equal([250, 250, 250]);
  });

  it('gives up after the tenth retry with the last error', async () => {
    let calls = 0;
    let failure: unknown;
    try {
      await withRetries(
        async () => {
          calls += 1;
          throw new Error(`failure ${calls}`);
        },
        { retries: 10, delayMs: 250, wait: async () => {} },
      );
    } catch (error) {
      failure = error;
    }
    expect(calls).to.equal(11);
    expect((failure as Error).message).to.equal('failure 11');
  });
});
