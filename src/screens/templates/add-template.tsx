// The Add template button (spec 2.10, 6): shown only to users who may create templates, labelled
// by the template post type's add_new_item. The wizard is a chunk of its own, asked for once the
// list has painted and the page is idle, with step 1's host data, so a click shows the choices
// at once without the list's first load carrying any of it.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $canUser, type EntityRecord, entityRecord } from '../../stores';
import { addTemplateLabel } from '../../templates/wizard/list';
import { lazyScreen } from '../../ui/lazy-screen';
import { afterPaint, whenIdle } from '../../ui/scheduling';

interface PostTypeRecord extends EntityRecord {
  labels?: { add_new_item?: string };
}

const TemplateWizard = lazyScreen<{ onClose: () => void }>(() => import('./template-wizard'), {
  placeholder: null,
});

const ignore = () => {};

/** The wizard's code and step 1's data, fetched ahead of the click. */
function prepareWizard() {
  TemplateWizard.preload();
  import('../../stores/templates').then(({ loadTemplateChoices }) => loadTemplateChoices(), ignore);
}

export function AddTemplate() {
  const canCreate = useStore($canUser('create', { kind: 'postType', name: 'wp_template' }));
  const type = useStore(entityRecord<PostTypeRecord>('root', 'postType', 'wp_template'));
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (canCreate !== true) return;
    let cancel = ignore;
    let live = true;
    void afterPaint().then(() => {
      if (live) cancel = whenIdle(prepareWizard, 2000);
    });
    return () => {
      live = false;
      cancel();
    };
  }, [canCreate]);
  if (canCreate !== true) return null;
  return (
    <>
      <button
        type="button"
        className="dv-button is-primary se-add-new"
        onClick={() => setOpen(true)}
      >
        {addTemplateLabel(type.record)}
      </button>
      {open && <TemplateWizard onClose={() => setOpen(false)} />}
    </>
  );
}
