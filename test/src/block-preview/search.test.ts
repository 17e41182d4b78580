import { expect } from '@esm-bundle/chai';
import { renderBlockPreview } from '../../../src/block-preview';
import { FakeDataSource, fragment } from './fake-data-source';

const render = async (markup: string) =>
  fragment((await renderBlockPreview(markup, { dataSource: new FakeDataSource() })).html);

describe('search and query title blocks', () => {
  it('render the search form with its label, placeholder and button text', async () => {
    const form = (
      await render(
        '<!-- wp:search {"label":"Find","placeholder":"Words…","buttonText":"Go","align":"center"} /-->',
      )
    ).querySelector('form')!;
    expect(form.getAttribute('role')).to.equal('search');
    expect(form.className).to.equal(
      'wp-block-search wp-block-search__button-outside wp-block-search__text-button aligncenter',
    );
    expect(form.querySelector('label')!.textContent).to.equal('Find');
    expect(form.querySelector('input')!.getAttribute('placeholder')).to.equal('Words…');
    expect(form.querySelector('button')!.textContent).to.equal('Go');
  });

  it('names the field when the label is hidden, and uses an icon button when asked', async () => {
    const form = (
      await render(
        '<!-- wp:search {"showLabel":false,"buttonUseIcon":true,"buttonPosition":"button-inside"} /-->',
      )
    ).querySelector('form')!;
    expect(form.querySelector('label')).to.equal(null);
    expect(form.querySelector('input')!.getAttribute('aria-label')).to.equal('Search');
    expect(form.classList.contains('wp-block-search__icon-button')).to.equal(true);
    expect(form.querySelector('button')!.getAttribute('aria-label')).to.equal('Search');
  });

  it('leaves the button out, and escapes texts from the markup', async () => {
    const form = (
      await render(
        '<!-- wp:search {"buttonPosition":"no-button","label":"<img src=x onerror=alert(1)>"} /-->',
      )
    ).querySelector('form')!;
    expect(form.querySelector('button')).to.equal(null);
    expect(form.querySelector('img')).to.equal(null);
    expect(form.querySelector('label')!.textContent).to.equal('<img src=x onerror=alert(1)>');
  });

  it('shows the query title as the editor does, by type and level', async () => {
    const archive = await render('<!-- wp:query-title {"type":"archive","level":2} /-->');
    expect(archive.querySelector('h2.wp-block-query-title')!.textContent).to.equal('Archive title');
    const search = await render('<!-- wp:query-title {"type":"search"} /-->');
    expect(search.querySelector('h1')!.textContent).to.equal('Search results for: “search”');
  });
});
