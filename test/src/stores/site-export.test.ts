import { expect } from '@esm-bundle/chai';
import { exportFileName } from '../../../src/stores/site-export';

describe('the export file name', () => {
  it('is the one content-disposition gives, as WordPress sends it', () => {
    expect(exportFileName('attachment; filename=twentytwentyfive.zip')).to.equal(
      'twentytwentyfive.zip',
    );
    expect(exportFileName('attachment; filename="my theme.zip"')).to.equal('my theme.zip');
    expect(exportFileName("attachment; filename*=UTF-8''th%C3%A8me.zip")).to.equal('thème.zip');
  });

  it('is edit-site-export.zip when the header names none (spec 7)', () => {
    expect(exportFileName(null)).to.equal('edit-site-export.zip');
    expect(exportFileName('attachment')).to.equal('edit-site-export.zip');
  });
});
