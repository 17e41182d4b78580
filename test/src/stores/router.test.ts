// Back in the editor: the previous location when this page session has one, else the screen's
// parent with its query (spec 2.2: `/pattern?postType=wp_template_part`, not `/pattern`).
import { expect } from '@esm-bundle/chai';
import { leaveEditMode, openFromCanvas } from '../../../src/stores/edit-mode';
import { $location, goBack, navigate } from '../../../src/stores/router';

const start = window.location.href;
afterEach(() => window.history.replaceState(null, '', start));

describe('goBack', () => {
  it("opens the parent's path with its query when there is no previous location", () => {
    const stop = $location.listen(() => {});
    navigate('/wp_template_part/meridian//header', {}, { replace: true });
    goBack({ path: '/pattern', query: { postType: 'wp_template_part' } });
    expect($location.get()).to.deep.equal({
      path: '/pattern',
      query: { postType: 'wp_template_part' },
    });
    expect(new URLSearchParams(window.location.search).get('postType')).to.equal(
      'wp_template_part',
    );
    stop();
  });
});

const popped = () =>
  new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('leaveEditMode', () => {
  it("leaves an item's edit canvas for the item's list in one step, as WordPress does", () => {
    const stop = $location.listen(() => {});
    navigate('/page');
    navigate('/page/5');
    navigate('/page/5', { canvas: 'edit' });
    leaveEditMode();
    expect($location.get()).to.deep.equal({ path: '/page', query: {} });
    stop();
  });

  it('goes back to the list the item was opened from, as it was', async () => {
    const stop = $location.listen(() => {});
    navigate('/pattern', { categoryId: 'my-patterns' });
    navigate('/wp_block/7', { canvas: 'edit' });
    const back = popped();
    leaveEditMode();
    await back;
    expect($location.get()).to.deep.equal({
      path: '/pattern',
      query: { categoryId: 'my-patterns' },
    });
    stop();
  });

  it('turns the Styles edit canvas into the Styles view', () => {
    const stop = $location.listen(() => {});
    navigate('/styles', { canvas: 'edit' });
    leaveEditMode();
    expect($location.get()).to.deep.equal({ path: '/styles', query: {} });
    stop();
  });
});

describe('openFromCanvas', () => {
  it('opens a part from its template in focus mode, and Back returns to the template', async () => {
    const stop = $location.listen(() => {});
    navigate('/wp_template/meridian//404', { canvas: 'edit' });
    openFromCanvas('wp_template_part', 'meridian//header');
    expect($location.get()).to.deep.equal({
      path: '/wp_template_part/meridian//header',
      query: { canvas: 'edit', focusMode: 'true' },
    });
    const back = popped();
    leaveEditMode();
    await back;
    expect($location.get()).to.deep.equal({
      path: '/wp_template/meridian//404',
      query: { canvas: 'edit' },
    });
    stop();
  });

  it('ignores what names no item route of ours', () => {
    const stop = $location.listen(() => {});
    navigate('/page/5', { canvas: 'edit' });
    for (const [type, id] of [
      ['attachment', '3'],
      ['wp_navigation', '4'],
      ['page', '5/../../styles'],
      ['page', ''],
      ['post', '7?canvas=view'],
    ] as const) {
      openFromCanvas(type, id);
      expect($location.get(), `${type} ${id}`).to.deep.equal({
        path: '/page/5',
        query: { canvas: 'edit' },
      });
    }
    stop();
  });
});
