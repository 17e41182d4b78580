import { expect } from '@esm-bundle/chai';
import {
  type CanPerform,
  canDeletePermanently,
  canDuplicatePost,
  canEditPost,
  canQuickEditPost,
  canRestorePost,
  canTrashPost,
  canViewPost,
  isPostClickable,
  POST_ACTION_ELIGIBILITY,
  POST_ACTION_SUPPORTS_BULK,
} from '../../../src/posts/actions';

const published = { id: 5, status: 'publish', link: 'https://example.test/about/' };
const draft = { id: 6, status: 'draft', link: 'https://example.test/?page_id=6' };
const trashed = { id: 7, status: 'trash', link: 'https://example.test/?page_id=7' };
const unlinked = { id: 8, status: 'draft', link: '' };

describe('post and page actions', () => {
  it('edits, quick edits, duplicates and trashes anything outside the trash', () => {
    for (const rule of [canEditPost, canQuickEditPost, canDuplicatePost, canTrashPost]) {
      expect(rule(published), rule.name).to.equal(true);
      expect(rule(draft), rule.name).to.equal(true);
      expect(rule(trashed), rule.name).to.equal(false);
    }
  });

  it('restores and deletes permanently only what is in the trash', () => {
    for (const rule of [canRestorePost, canDeletePermanently]) {
      expect(rule(trashed), rule.name).to.equal(true);
      expect(rule(published), rule.name).to.equal(false);
    }
  });

  it('views only items outside the trash that have a link', () => {
    expect(canViewPost(published)).to.equal(true);
    expect(canViewPost(unlinked)).to.equal(false);
    expect(canViewPost(trashed)).to.equal(false);
  });

  it('opens items on click unless they are trashed', () => {
    expect(isPostClickable(draft)).to.equal(true);
    expect(isPostClickable(trashed)).to.equal(false);
  });

  it('respects the permissions the host sent with the record', () => {
    const readOnly = { ...published, permissions: { update: false, delete: false } };
    expect(canTrashPost(readOnly)).to.equal(false);
    expect(canQuickEditPost(readOnly)).to.equal(false);
    expect(canEditPost(readOnly)).to.equal(true);
    const lockedTrash = { ...trashed, permissions: { update: false, delete: true } };
    expect(canRestorePost(lockedTrash)).to.equal(false);
    expect(canDeletePermanently(lockedTrash)).to.equal(true);
  });

  it('asks the user capabilities for each action', () => {
    const asked: string[] = [];
    const noDuplicates: CanPerform = (action) => {
      asked.push(action);
      return action !== 'duplicate-post';
    };
    expect(canDuplicatePost(published, noDuplicates)).to.equal(false);
    expect(canEditPost(published, noDuplicates)).to.equal(true);
    expect(asked).to.deep.equal(['duplicate-post', 'edit-post']);
    expect(canDuplicatePost(trashed, () => true)).to.equal(false);
  });

  it('offers only trash, restore and permanent delete in bulk', () => {
    const bulk = Object.entries(POST_ACTION_SUPPORTS_BULK)
      .filter(([, supports]) => supports)
      .map(([id]) => id);
    expect(bulk).to.have.members(['move-to-trash', 'restore', 'permanently-delete']);
  });

  it('has an eligibility rule for every action', () => {
    expect(Object.keys(POST_ACTION_ELIGIBILITY)).to.have.members(
      Object.keys(POST_ACTION_SUPPORTS_BULK),
    );
    expect(POST_ACTION_ELIGIBILITY.restore(trashed)).to.equal(true);
    expect(POST_ACTION_ELIGIBILITY['view-post'](unlinked)).to.equal(false);
  });
});
