import { expect } from '@esm-bundle/chai';
import { atom } from 'nanostores';
import { createLoader } from '../../../src/screens/site-editor/loader';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('editor loader', () => {
  it('disappears once no data request is pending', async () => {
    const pending = atom(2);
    const loader = createLoader(pending, 5_000);
    const seen: boolean[] = [];
    const stop = loader.subscribe((visible) => seen.push(visible));
    await sleep(10);
    expect(loader.get()).to.equal(true);
    pending.set(1);
    expect(loader.get()).to.equal(true);
    pending.set(0);
    expect(loader.get()).to.equal(false);
    pending.set(3);
    expect(loader.get(), 'does not come back for later requests').to.equal(false);
    expect(seen).to.deep.equal([true, false]);
    stop();
  });

  it('disappears after its timeout even while requests are pending', async () => {
    const pending = atom(1);
    const loader = createLoader(pending, 60);
    const stop = loader.listen(() => {});
    await sleep(20);
    expect(loader.get()).to.equal(true);
    await sleep(80);
    expect(loader.get()).to.equal(false);
    stop();
  });

  it('disappears at once when nothing was requested', async () => {
    const loader = createLoader(atom(0), 5_000);
    const stop = loader.listen(() => {});
    await sleep(10);
    expect(loader.get()).to.equal(false);
    stop();
  });
});
