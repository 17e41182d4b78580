import { expect } from '@esm-bundle/chai';
import {
  $notices,
  createErrorNotice,
  createNotice,
  createSuccessNotice,
  removeAllNotices,
  removeNotice,
} from '../../../src/stores';

describe('notices', () => {
  afterEach(() => removeAllNotices());

  it('shows notices in order with their defaults', () => {
    const first = createSuccessNotice('Font family updated successfully.', { type: 'snackbar' });
    createErrorNotice('There was an error installing fonts.');
    const [success, error] = $notices.get();
    expect(success).to.include({
      id: first,
      status: 'success',
      type: 'snackbar',
      isDismissible: true,
    });
    expect(error).to.include({ status: 'error', type: 'default', explicitDismiss: false });
    expect(error!.content).to.equal('There was an error installing fonts.');
  });

  it('replaces a notice with the same id instead of stacking it', () => {
    createErrorNotice('Bad file', { id: 'import-pattern-error', type: 'snackbar' });
    createSuccessNotice('Saved');
    createErrorNotice('Worse file', { id: 'import-pattern-error', type: 'snackbar' });
    expect($notices.get().map((n) => n.content)).to.deep.equal(['Saved', 'Worse file']);
  });

  it('keeps actions and removes a notice by id', () => {
    let clicked = false;
    const id = createNotice('info', 'Duplicated Navigation Menu', {
      actions: [{ label: 'Edit', onClick: () => (clicked = true) }],
    });
    $notices.get()[0]!.actions[0]!.onClick();
    expect(clicked).to.equal(true);
    removeNotice(id);
    expect($notices.get()).to.deep.equal([]);
  });
});
