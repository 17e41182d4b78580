import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { __, resetLocaleData, setLocaleData, useLocale } from '../../../src/i18n';

function SaveButton() {
  const { isRTL } = useLocale();
  return (
    <button type="button" dir={isRTL ? 'rtl' : 'ltr'}>
      {__('Save')}
    </button>
  );
}

describe('useLocale', () => {
  afterEach(() => resetLocaleData());

  it('re-renders translated text and direction when the language arrives', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<SaveButton />));
    const button = () => host.querySelector('button')!;
    expect(button().textContent).to.equal('Save');
    expect(button().dir).to.equal('ltr');
    await act(async () => setLocaleData({ Save: ['שמור'], 'text direction\u0004ltr': ['rtl'] }));
    expect(button().textContent).to.equal('שמור');
    expect(button().dir).to.equal('rtl');
    await act(async () => root.unmount());
    host.remove();
  });
});
