// Quick edit as a user meets it: the selected records' values, the statuses offered, what a status
// change implies (spec 4), several records edited at once (a field they disagree on starts blank
// and is left alone), a host error that keeps the edits, Cancel and Escape, the featured image
// picker (library, keys, upload, remove), and accessibility.
import { expect } from '@esm-bundle/chai';
import { allTasks, cleanStores } from 'nanostores';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient } from '../../../../src/api';
import { QuickEditPanel } from '../../../../src/screens/post-list/quick-edit-panel';
import {
  $notices,
  clearEntityCache,
  entityRecord,
  entityRecords,
  removeAllNotices,
} from '../../../../src/stores';
import { resetMedia } from '../../../../src/stores/media';
import { type FakeRecord, FakeHost, json, wpError } from '../../api/fake-host';
import { seriousViolations } from '../data-view/layouts-harness';
import { changeValue, click, keys, settle } from '../data-view/toolbar-harness';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = (id: number, title: string, fields: FakeRecord = {}): FakeRecord => ({
  id,
  type: 'page',
  title: { raw: title, rendered: title },
  status: 'publish',
  date: '2024-05-01T10:00:00',
  author: 1,
  comment_status: 'open',
  featured_media: 0,
  password: '',
  slug: title.toLowerCase(),
  parent: 0,
  template: '',
  ...fields,
});

const authors = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Grace' },
];

let host: FakeHost;
let pages: FakeRecord[];
let media: FakeRecord[];
let container: HTMLDivElement;
let root: Root;
let closed: number;

beforeEach(() => {
  host = new FakeHost();
  pages = host.collection('/wp/v2/pages', [
    page(1, 'About', { author: 2, comment_status: 'closed', featured_media: 7 }),
    page(2, 'Contact'),
    page(3, 'Launch', { status: 'future', date: '2099-01-01T09:00:00', password: 'secret' }),
  ]);
  const image = (id: number, title: string) => ({
    id,
    title: { raw: title, rendered: title },
    alt_text: '',
    source_url: `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${id}`,
    media_type: 'image',
  });
  media = host.collection('/wp/v2/media', [
    image(9, 'Slate'),
    image(8, 'Open sea'),
    image(7, 'Harbour at dawn'),
  ]);
  // The user may upload (the library asks the host's Allow header).
  host.on('OPTIONS', '/wp/v2/media', () => new Response(null, { headers: { Allow: 'GET, POST' } }));
  host.collection('/wp/v2/templates', [
    {
      id: 'theme//page-wide',
      slug: 'page-wide',
      title: { raw: 'Wide', rendered: 'Wide' },
      // A custom template (theme.json customTemplates): offered for pages.
      is_custom: true,
    },
  ]);
  configureApiClient({ root: '/wp-json/', nonce: 'n', fetch: host.fetch });
  clearEntityCache();
  resetMedia();
  removeAllNotices();
  closed = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  await allTasks();
  cleanStores(
    ...[1, 2, 3].map((id) => entityRecord('postType', 'page', String(id))),
    entityRecords('postType', 'wp_template', { per_page: -1 }),
    entityRecords('postType', 'page', {
      per_page: 100,
      _fields: 'id,title,parent',
      context: 'edit',
    }),
  );
});

async function renderPanel(ids: string[]) {
  await act(async () =>
    root.render(
      <QuickEditPanel
        postType="page"
        ids={ids}
        authors={authors}
        onClose={() => {
          closed += 1;
        }}
      />,
    ),
  );
  // The records, and the template and parent choices, load from the host. Each look lets React
  // render what arrived (renders inside one act() show only when it ends).
  await until(
    () =>
      container.querySelector('form') &&
      control<HTMLSelectElement>('Template').options.length > 1 &&
      control<HTMLSelectElement>('Parent').options.length > 1,
  );
}

/** Waits for what the panel shows: each look lets React render what arrived first (renders inside
 * one act() show only when it ends). */
async function until(check: () => unknown, timeout = 3000): Promise<void> {
  const started = performance.now();
  for (;;) {
    await settle(20);
    try {
      if (check()) return;
    } catch {
      // not rendered yet
    }
    if (performance.now() - started > timeout) throw new Error('until: timed out');
  }
}

/** The control a label names. */
function control<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const found = Array.from(container.querySelectorAll('label')).find(
    (element) => element.textContent === label,
  );
  if (!found?.control) throw new Error(`No control labelled ${label}`);
  return found.control as T;
}

const button = (name: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === name)!;
const optionValues = (select: HTMLSelectElement) => Array.from(select.options, (o) => o.value);
const optionTexts = (select: HTMLSelectElement) => Array.from(select.options, (o) => o.text);
const puts = (id: number) => host.calls('PUT', `/wp/v2/pages/${id}`).map((call) => call.body);

async function openPicker(): Promise<HTMLDialogElement> {
  let dialog: HTMLDialogElement | null = null;
  await until(() => {
    dialog = container.querySelector<HTMLDialogElement>('dialog[open]');
    return dialog?.querySelector('[role="option"]');
  });
  return dialog!;
}

const options = (dialog: Element) =>
  Array.from(dialog.querySelectorAll<HTMLElement>('[role="option"]'));
const selectedNames = (dialog: Element) =>
  options(dialog)
    .filter((option) => option.getAttribute('aria-selected') === 'true')
    .map((option) => option.getAttribute('aria-label'));
const pickerButton = (dialog: Element, name: string) =>
  Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === name)!;

async function chooseFile(dialog: Element, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => allTasks());
  await settle();
}

async function save() {
  await click(button('Save'));
  await act(async () => allTasks());
  await settle();
}

describe('quick edit panel', () => {
  it("shows the record's values", async () => {
    await renderPanel(['1']);
    expect(container.querySelector('h2')!.textContent).to.equal('About');
    expect(control('Title').value).to.equal('About');
    expect(control<HTMLSelectElement>('Status').value).to.equal('publish');
    expect(control('Date').value).to.equal('2024-05-01T10:00');
    expect(control<HTMLSelectElement>('Author').value).to.equal('2');
    expect(control<HTMLSelectElement>('Comments').value).to.equal('closed');
    await until(() => container.querySelector('fieldset output img'));
    expect(container.querySelector('fieldset output')!.textContent).to.equal('Harbour at dawn');
    expect(control('Password').value).to.equal('');
    expect(control('Slug').value).to.equal('about');
    const parent = control<HTMLSelectElement>('Parent');
    expect(parent.value).to.equal('0');
    // The item cannot be its own parent.
    expect(optionTexts(parent)).to.deep.equal(['None', 'Contact', 'Launch']);
    const template = control<HTMLSelectElement>('Template');
    expect(optionValues(template)).to.deep.equal(['', 'page-wide']);
    expect(template.selectedOptions[0]!.text).to.equal('Default template');
    expect(button('Save').disabled).to.equal(true);
  });

  it('offers every status but trash', async () => {
    await renderPanel(['1']);
    expect(optionValues(control<HTMLSelectElement>('Status'))).to.deep.equal([
      'publish',
      'future',
      'draft',
      'pending',
      'private',
    ]);
  });

  it('clears the date when a post scheduled for the future becomes a draft', async () => {
    await renderPanel(['3']);
    expect(control('Date').value).to.equal('2099-01-01T09:00');
    await changeValue(control<HTMLSelectElement>('Status'), 'draft');
    // A draft has no date to set here.
    expect(container.querySelector('input[type="datetime-local"]')).to.equal(null);
    await save();
    expect(puts(3)).to.deep.equal([{ status: 'draft', date: null }]);
    expect(pages[2]!.date).to.equal(null);
    expect($notices.get().map((notice) => notice.content)).to.deep.equal(['Item updated.']);
  });

  it('clears the password when a post becomes private', async () => {
    await renderPanel(['3']);
    expect(control('Password').value).to.equal('secret');
    await changeValue(control<HTMLSelectElement>('Status'), 'private');
    expect(control('Password').value).to.equal('');
    expect(control('Password').disabled).to.equal(true);
    await save();
    expect(puts(3)).to.deep.equal([{ status: 'private', date: null, password: '' }]);
  });

  it('writes a change to each selected record', async () => {
    await renderPanel(['1', '2']);
    expect(container.querySelector('h2')!.textContent).to.equal('Quick edit');
    await changeValue(control<HTMLSelectElement>('Template'), 'page-wide');
    await save();
    expect(puts(1)).to.deep.equal([{ template: 'page-wide' }]);
    expect(puts(2)).to.deep.equal([{ template: 'page-wide' }]);
    expect($notices.get().map((notice) => notice.content)).to.deep.equal(['2 items updated.']);
  });

  it('starts a field the records disagree on blank and leaves it alone unless changed', async () => {
    await renderPanel(['1', '2']);
    expect(control('Slug').value).to.equal('');
    expect(control('Slug').placeholder).to.equal('Mixed');
    const author = control<HTMLSelectElement>('Author');
    expect(author.selectedOptions[0]!.text).to.equal('Mixed');
    expect(container.querySelector('fieldset output')!.textContent).to.equal('Mixed');
    // Both are published on the same date: those are shown.
    expect(control<HTMLSelectElement>('Status').value).to.equal('publish');
    await changeValue(control<HTMLSelectElement>('Comments'), 'closed');
    // Typing into a mixed field and clearing it again changes nothing.
    await changeValue(control('Slug'), 'x');
    await changeValue(control('Slug'), '');
    await save();
    expect(puts(1)).to.deep.equal([]);
    expect(puts(2)).to.deep.equal([{ comment_status: 'closed' }]);
    expect(pages.map((p) => p.slug)).to.deep.equal(['about', 'contact', 'launch']);
    expect(pages.map((p) => p.author)).to.deep.equal([2, 1, 1]);
  });

  it("keeps the edits and shows the host's message when a save fails, and saves on retry", async () => {
    let fail = true;
    host.on('PUT', '/wp/v2/pages/:id', ({ params, body }) => {
      if (fail) {
        fail = false;
        return wpError('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 403);
      }
      const record = pages.find((p) => String(p.id) === params.id)!;
      Object.assign(record, body);
      return json(record);
    });
    await renderPanel(['2']);
    await changeValue(control('Slug'), 'get-in-touch');
    await save();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).to.equal('Sorry, you are not allowed to edit this post.');
    expect(control('Slug').value).to.equal('get-in-touch');
    expect(entityRecord('postType', 'page', '2').get().edits).to.deep.equal({
      slug: 'get-in-touch',
    });
    expect(button('Save').disabled).to.equal(false);
    await save();
    expect(container.querySelector('[role="alert"]')).to.equal(null);
    expect(pages[1]!.slug).to.equal('get-in-touch');
    expect(entityRecord('postType', 'page', '2').get().isDirty).to.equal(false);
    expect($notices.get().map((notice) => notice.content)).to.deep.equal(['Item updated.']);
  });

  it('discards the edits on Cancel and closes', async () => {
    await renderPanel(['1', '2']);
    await changeValue(control('Title'), 'Renamed');
    expect(entityRecord('postType', 'page', '1').get().isDirty).to.equal(true);
    await click(button('Cancel'));
    expect(closed).to.equal(1);
    expect(entityRecord('postType', 'page', '1').get().isDirty).to.equal(false);
    expect(entityRecord('postType', 'page', '2').get().isDirty).to.equal(false);
    expect(host.calls('PUT', '/wp/v2/pages/1')).to.have.length(0);
  });

  it('closes like Cancel on Escape', async () => {
    await renderPanel(['1']);
    control('Title').focus();
    await keys({ type: ' draft' });
    expect(entityRecord('postType', 'page', '1').get().edits).to.deep.equal({
      title: 'About draft',
    });
    await keys({ press: 'Escape' });
    expect(closed).to.equal(1);
    expect(entityRecord('postType', 'page', '1').get().isDirty).to.equal(false);
  });

  it('sets a featured image chosen from the library with the keyboard', async () => {
    await renderPanel(['2']);
    expect(container.querySelector('fieldset output')!.textContent).to.equal('None');
    await click(button('Set featured image'));
    const dialog = await openPicker();
    expect(options(dialog).map((option) => option.getAttribute('aria-label'))).to.deep.equal([
      'Slate',
      'Open sea',
      'Harbour at dawn',
    ]);
    const grid = dialog.querySelector<HTMLElement>('[role="listbox"]')!;
    expect(grid.getAttribute('aria-label')).to.equal('Media items');
    grid.focus();
    await keys({ press: 'ArrowRight' });
    await keys({ press: 'Enter' });
    expect(selectedNames(dialog)).to.deep.equal(['Open sea']);
    await click(pickerButton(dialog, 'Set featured image'));
    expect(container.querySelector('dialog[open]')).to.equal(null);
    expect(entityRecord('postType', 'page', '2').get().edits).to.deep.equal({ featured_media: 8 });
    expect(container.querySelector('fieldset output')!.textContent).to.equal('Open sea');
    expect(button('Replace')).to.not.equal(undefined);
    await save();
    expect(puts(2)).to.deep.equal([{ featured_media: 8 }]);
  });

  it('searches the library on the host', async () => {
    host.on('GET', '/wp/v2/media', ({ query }) => {
      const found = media.filter((item) =>
        String((item.title as { raw: string }).raw)
          .toLowerCase()
          .includes((query.get('search') ?? '').toLowerCase()),
      );
      return json(found, 200, { 'X-WP-Total': String(found.length), 'X-WP-TotalPages': '1' });
    });
    await renderPanel(['2']);
    await click(button('Set featured image'));
    const dialog = await openPicker();
    const search = dialog.querySelector<HTMLInputElement>('input[type="search"]')!;
    await changeValue(search, 'sea');
    await until(() => options(dialog).length === 1);
    expect(options(dialog)[0]!.getAttribute('aria-label')).to.equal('Open sea');
    expect(host.calls('GET', '/wp/v2/media').at(-1)!.query.get('search')).to.equal('sea');
  });

  it('uploads an image in the picker and shows it first, chosen', async () => {
    host.on('POST', '/wp/v2/media', ({ headers }) => {
      const record = {
        id: 20,
        title: { raw: 'new-photo', rendered: 'new-photo' },
        media_type: 'image',
        mime_type: 'image/png',
        source_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#20',
        disposition: headers.get('Content-Disposition'),
        type: headers.get('Content-Type'),
      };
      media.unshift(record);
      return json(record, 201);
    });
    await renderPanel(['2']);
    await click(button('Set featured image'));
    const dialog = await openPicker();
    await until(() => dialog.querySelector('input[type="file"]'));
    await chooseFile(dialog, new File(['png'], 'new photo.png', { type: 'image/png' }));
    await until(() => options(dialog).length === 4);
    expect(options(dialog)[0]!.getAttribute('aria-label')).to.equal('new-photo');
    expect(selectedNames(dialog)).to.deep.equal(['new-photo']);
    expect(media[0]).to.include({
      disposition: 'attachment; filename="new photo.png"',
      type: 'image/png',
    });
    await click(pickerButton(dialog, 'Set featured image'));
    expect(entityRecord('postType', 'page', '2').get().edits).to.deep.equal({ featured_media: 20 });
  });

  it("shows the host's message when an upload fails", async () => {
    const message = 'Sorry, you are not allowed to upload this file type.';
    host.on('POST', '/wp/v2/media', () => wpError('rest_upload_invalid_type', message, 400));
    await renderPanel(['2']);
    await click(button('Set featured image'));
    const dialog = await openPicker();
    await until(() => dialog.querySelector('input[type="file"]'));
    await chooseFile(dialog, new File(['GIF'], 'notes.gif', { type: 'image/gif' }));
    await until(() => dialog.querySelector('[role="alert"]'));
    expect(dialog.querySelector('[role="alert"] span')!.textContent).to.equal(
      `notes.gif could not be uploaded: ${message}`,
    );
    expect(options(dialog)).to.have.length(3);
  });

  it('does not send a file of a type the featured image cannot use', async () => {
    await renderPanel(['2']);
    await click(button('Set featured image'));
    const dialog = await openPicker();
    await until(() => dialog.querySelector('input[type="file"]'));
    await chooseFile(dialog, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    await until(() => dialog.querySelector('[role="alert"]'));
    expect(dialog.querySelector('[role="alert"] span')!.textContent).to.equal(
      'notes.pdf could not be uploaded: This file type is not allowed here.',
    );
    expect(host.calls('POST', '/wp/v2/media')).to.have.length(0);
  });

  it('removes the featured image, and Escape in the picker closes only the picker', async () => {
    await renderPanel(['1']);
    await click(button('Replace'));
    const dialog = await openPicker();
    dialog.querySelector<HTMLElement>('[role="listbox"]')!.focus();
    await keys({ press: 'Escape' });
    expect(container.querySelector('dialog[open]')).to.equal(null);
    expect(closed).to.equal(0);
    await click(button('Remove'));
    expect(entityRecord('postType', 'page', '1').get().edits).to.deep.equal({ featured_media: 0 });
    expect(container.querySelector('fieldset output')!.textContent).to.equal('None');
  });

  it('has no serious accessibility violations with the media picker open', async () => {
    await renderPanel(['2']);
    await click(button('Set featured image'));
    await openPicker();
    expect(await seriousViolations(container)).to.deep.equal([]);
  });

  it('has no serious accessibility violations', async () => {
    await renderPanel(['1', '2']);
    expect(await seriousViolations(container)).to.deep.equal([]);
  });
});
