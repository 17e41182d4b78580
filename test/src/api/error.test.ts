import { expect } from '@esm-bundle/chai';
import { ApiError, nonceEndpointUrl, toApiError } from '../../../src/api';
import { restUrl } from '../../../src/api/query';

const exportFailed = 'An error occurred while creating the site export.';

describe('toApiError', () => {
  it('keeps the host’s message', () => {
    const error = toApiError(new ApiError('rest_forbidden', 'Sorry, no.', 403), exportFailed);
    expect(error.message).to.equal('Sorry, no.');
  });

  it('uses the caller’s text when the code is unknown_error or there is no message', () => {
    expect(toApiError(new ApiError('unknown_error', 'Oops', 500), exportFailed).message).to.equal(
      exportFailed,
    );
    expect(toApiError(new ApiError('rest_x', '', 500), exportFailed).message).to.equal(
      exportFailed,
    );
    expect(toApiError('weird', exportFailed).message).to.equal(exportFailed);
  });

  it('reads a WordPress error body handed over as it is', () => {
    const error = toApiError(
      { code: 'rest_no_route', message: 'Nope', data: { status: 404 } },
      'x',
    );
    expect([error.code, error.message, error.status]).to.deep.equal(['rest_no_route', 'Nope', 404]);
  });
});

describe('host addresses', () => {
  it('finds the nonce endpoint beside the REST root', () => {
    expect(nonceEndpointUrl({ root: '/wp-json/' })).to.equal(
      '/wp-admin/admin-ajax.php?action=rest-nonce',
    );
    expect(nonceEndpointUrl({ root: '/blog/wp-json/' })).to.equal(
      '/blog/wp-admin/admin-ajax.php?action=rest-nonce',
    );
    expect(nonceEndpointUrl({ root: '/blog/index.php?rest_route=/' })).to.equal(
      '/blog/wp-admin/admin-ajax.php?action=rest-nonce',
    );
    expect(nonceEndpointUrl({ root: '/wp-json/', nonceEndpoint: '/nonce' })).to.equal('/nonce');
  });

  it('joins paths onto plain-permalink roots with &', () => {
    expect(restUrl('/index.php?rest_route=/', '/wp/v2/pages?per_page=2', { page: 2 })).to.equal(
      '/index.php?rest_route=/wp/v2/pages&per_page=2&page=2',
    );
    expect(restUrl('/wp-json', 'wp/v2/pages', { _fields: ['id', 'title'] })).to.equal(
      '/wp-json/wp/v2/pages?_fields[]=id&_fields[]=title',
    );
  });
});
