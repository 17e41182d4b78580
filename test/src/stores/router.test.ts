// Back in the editor: the previous location when this page session has one, else the screen's
// parent with its query (spec 2.2: `/pattern?postType=wp_template_part`, not `/pattern`).
import { expect } from '@esm-bundle/chai';
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
