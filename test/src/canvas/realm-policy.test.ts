import { expect } from '@esm-bundle/chai';
import {
  BLOCK_CANVAS_BODY_SCRIPT,
  BLOCK_CANVAS_BODY_SCRIPT_HASH,
  FRAME_MEASURE_SCRIPT,
  FRAME_MEASURE_SCRIPT_HASH,
  canvasContentSecurityPolicy,
  frameContentSecurityPolicy,
  policyMeta,
  realmScriptSource,
} from '../../../src/canvas/realm-policy';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

describe('the canvas realm’s policy', () => {
  it('allows the frames’ measuring script by its own hash', async () => {
    expect(await sha256(FRAME_MEASURE_SCRIPT)).to.equal(FRAME_MEASURE_SCRIPT_HASH);
  });

  it('allows the block canvas’s own body script by its hash', async () => {
    expect(await sha256(BLOCK_CANVAS_BODY_SCRIPT)).to.equal(BLOCK_CANVAS_BODY_SCRIPT_HASH);
  });

  it('lets scripts come from the realm’s folder only, never inline or evaluated', () => {
    const policy = canvasContentSecurityPolicy(
      '../esm/canvas/realm.js?ver=1',
      'https://site.example/wp-admin/admin.php?page=x',
    );
    expect(policy).to.contain(
      `script-src https://site.example/esm/canvas/ ${FRAME_MEASURE_SCRIPT_HASH} ${BLOCK_CANVAS_BODY_SCRIPT_HASH};`,
    );
    expect(policy).to.contain("object-src 'none'");
    expect(policy).to.contain("base-uri 'self'");
    for (const text of [policy, frameContentSecurityPolicy()]) {
      expect(text).not.to.contain('unsafe-inline');
      expect(text).not.to.contain('unsafe-eval');
      expect(text).not.to.contain("'self' ");
    }
  });

  it('keeps a folder with ; or , in its path from ending the directive', () => {
    const source = realmScriptSource('https://cdn.example/a;b,c/realm.js', 'https://x.example/');
    expect(source).to.equal('https://cdn.example/a%3Bb%2Cc/');
  });

  it('is written as a meta element whose value cannot leave its attribute', () => {
    expect(policyMeta('script-src "x" <y>')).to.equal(
      '<meta http-equiv="Content-Security-Policy" content="script-src &quot;x&quot; &lt;y>">',
    );
  });
});
