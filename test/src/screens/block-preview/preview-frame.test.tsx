// The preview frame as a user meets it: the content laid out at its viewport width and scaled to
// the card, no script from the content ever running, and new site styles applied in place.
import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  releaseFrame,
  spareFrames,
  takeFrame,
  warmFrames,
} from '../../../../src/screens/block-preview/frame-pool';
import {
  PreviewFrame,
  type PreviewFrameProps,
} from '../../../../src/screens/block-preview/preview-frame';
import { waitFor } from '../../../helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cssUrl = (css: string) => URL.createObjectURL(new Blob([css], { type: 'text/css' }));

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  host.style.width = '250px';
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

async function renderFrame(props: Partial<PreviewFrameProps> = {}) {
  const all: PreviewFrameProps = {
    html: '<p class="has-accent-color">Hello</p><div style="height:180px"></div>',
    stylesheets: [
      { id: 'global-styles', href: cssUrl('.has-accent-color{color:rgb(196, 85, 59)}') },
    ],
    viewportWidth: 500,
    title: 'Preview of Hello',
    ...props,
  };
  await act(async () => root.render(<PreviewFrame {...all} />));
  const frame = host.querySelector('iframe')!;
  await waitFor(() => frame.contentDocument?.querySelector('.has-accent-color') !== null);
  // Shown once it is measured and scaled.
  await waitFor(() => getComputedStyle(frame).visibility === 'visible');
  return { frame, props: all };
}

const colour = (frame: HTMLIFrameElement) => {
  const paragraph = frame.contentDocument!.querySelector('p')!;
  return frame.contentWindow!.getComputedStyle(paragraph).color;
};

describe('preview frame', () => {
  it('lays the content out at the viewport width and scales it to the card', async () => {
    const { frame } = await renderFrame();
    expect(frame.title).to.equal('Preview of Hello');
    expect(frame.getBoundingClientRect().width).to.be.closeTo(250, 0.5);
    expect(frame.contentDocument!.documentElement.clientWidth).to.equal(500);
    // The card is as tall as the content, scaled by half.
    await waitFor(() => host.firstElementChild!.getBoundingClientRect().height > 0);
    const contentHeight = frame.contentDocument!.body.scrollHeight;
    expect(host.firstElementChild!.getBoundingClientRect().height).to.be.closeTo(
      Math.ceil(contentHeight / 2),
      1,
    );
  });

  it('crops the content to a fixed card height', async () => {
    await renderFrame({ height: 60 });
    expect(host.firstElementChild!.getBoundingClientRect().height).to.equal(60);
  });

  it('runs no script from the content', async () => {
    (window as { ranFromPreview?: boolean }).ranFromPreview = false;
    const { frame } = await renderFrame({
      html: '<p class="has-accent-color">x</p><img src="data:," onerror="parent.ranFromPreview=true"><script>parent.ranFromPreview=true</script>',
    });
    expect(frame.getAttribute('sandbox')).to.equal('allow-same-origin');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((window as { ranFromPreview?: boolean }).ranFromPreview).to.equal(false);
  });

  it('applies new site styles in place, without reloading the content', async () => {
    const { frame, props } = await renderFrame();
    await waitFor(() => colour(frame) === 'rgb(196, 85, 59)');
    const doc = frame.contentDocument;
    const marker = doc!.createElement('span');
    doc!.body.append(marker);
    const stylesheets = [
      { id: 'global-styles', href: cssUrl('.has-accent-color{color:rgb(43, 76, 126)}') },
    ];
    await act(async () => root.render(<PreviewFrame {...props} stylesheets={stylesheets} />));
    await waitFor(() => colour(frame) === 'rgb(43, 76, 126)');
    // The same document: the content was not written again.
    expect(frame.contentDocument).to.equal(doc);
    expect(marker.isConnected).to.equal(true);
  });

  it('writes its content again when the page moves it (a moved frame starts empty)', async () => {
    const { frame, props } = await renderFrame();
    const before = frame.contentDocument;
    host.remove();
    document.body.append(host);
    await waitFor(() => frame.contentDocument !== before);
    await waitFor(() => frame.contentDocument?.querySelector('.has-accent-color') !== null);
    await waitFor(() => colour(frame) === 'rgb(196, 85, 59)');
    // The new document's height is followed too: a taller content makes a taller card.
    await act(async () =>
      root.render(
        <PreviewFrame
          {...props}
          html={'<p class="has-accent-color">Hello</p><div style="height:600px"></div>'}
        />,
      ),
    );
    await waitFor(() => host.firstElementChild!.getBoundingClientRect().height > 300);
  });

  it('keeps its own CSS from closing the style element', async () => {
    const { frame } = await renderFrame({ css: '.a{}</style><script>alert(1)</script>' });
    const doc = frame.contentDocument!;
    expect(doc.querySelectorAll('script')).to.have.length(0);
    expect(doc.getElementById('preview-own-css')!.textContent).to.contain('</style>');
  });
});

describe('preview frame pool', () => {
  const sheets = [
    { id: 'global-styles', href: cssUrl('.has-accent-color{color:rgb(196, 85, 59)}') },
  ];

  it('moves a spare frame into the card with its document, and takes it back emptied', async () => {
    warmFrames(document, sheets, 2);
    await waitFor(() => spareFrames(document) >= 2);
    const spare = takeFrame(document, sheets)!;
    const doc = spare.contentDocument;
    expect(spare.closest('.se-preview-pool')).to.not.equal(null);

    const props: PreviewFrameProps = {
      html: '<p class="has-accent-color">Hello</p>',
      stylesheets: sheets,
      viewportWidth: 500,
      title: 'Preview of Hello',
      frame: spare,
    };
    await act(async () => root.render(<PreviewFrame {...props} />));
    // In the card, with the document it was made with: no new frame, no second document.
    expect(host.querySelector('iframe')).to.equal(spare);
    expect(spare.contentDocument).to.equal(doc);
    await waitFor(() => getComputedStyle(spare).visibility === 'visible');
    await waitFor(() => colour(spare) === 'rgb(196, 85, 59)');

    // The card leaves: the frame waits in the pool again, blank, for the next card.
    const before = spareFrames(document);
    await act(async () => root.render(<div />));
    releaseFrame(document, spare);
    expect(spare.isConnected).to.equal(true);
    expect(spare.closest('.se-preview-pool')).to.not.equal(null);
    expect(spare.contentDocument).to.equal(doc);
    expect(doc!.querySelector('.wp-site-blocks')!.childElementCount).to.equal(0);
    expect(spareFrames(document)).to.equal(before + 1);
    expect(spare.getAttribute('title')).to.equal(null);
  });

  it('brings a spare frame up to the current stylesheets when it is taken', async () => {
    warmFrames(document, sheets, 1);
    await waitFor(() => spareFrames(document) >= 1);
    const newer = [
      { id: 'global-styles', href: cssUrl('.has-accent-color{color:rgb(43, 76, 126)}') },
      { id: 'block-library', href: cssUrl('p{margin:0}') },
    ];
    const spare = takeFrame(document, newer)!;
    const links = [...spare.contentDocument!.querySelectorAll('link')].map((link) => [
      link.id,
      link.getAttribute('href'),
    ]);
    expect(links).to.deep.equal(newer.map((sheet) => [sheet.id, sheet.href]));
    releaseFrame(document, spare);
  });
});
