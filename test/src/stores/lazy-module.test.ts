import { expect } from '@esm-bundle/chai';
import { lazyModule } from '../../../src/stores/entities/lazy-module';

describe('lazyModule', () => {
  it('loads once for every caller, in flight or done', async () => {
    let loads = 0;
    const load = lazyModule(async () => {
      loads += 1;
      return { value: loads };
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).to.equal(second);
    expect(await load()).to.equal(first);
    expect(loads).to.equal(1);
  });

  it('loads again after a failure, and the failure reaches the caller', async () => {
    let loads = 0;
    const load = lazyModule(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return 'module';
    });
    let failure: unknown;
    await load().catch((error: unknown) => {
      failure = error;
    });
    expect((failure as Error).message).to.equal('chunk failed');
    expect(await load()).to.equal('module');
    expect(loads).to.equal(2);
  });
});
