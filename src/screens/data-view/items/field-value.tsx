// One field of one item as the user sees it: media fields whose value is a URL show the image.
import type { NormalisedField } from '../../../data-view/types';
import type { AnyItem } from '../context';

export function FieldValue({ item, field }: { item: AnyItem; field: NormalisedField<AnyItem> }) {
  if (field.type === 'media' && !field.hasOwnRender) {
    const value = field.getValue({ item });
    if (typeof value === 'string' && value)
      return <img className="dv-media" src={value} alt="" loading="lazy" />;
  }
  return <>{field.render({ item, field })}</>;
}

/** The title of an item: a button that opens it when the item is clickable, else plain text. */
export function ItemTitle({
  item,
  field,
  onClick,
}: {
  item: AnyItem;
  field: NormalisedField<AnyItem> | undefined;
  onClick?: (() => void) | undefined;
}) {
  const text = field ? <FieldValue item={item} field={field} /> : String(item.id);
  return onClick ? (
    <button type="button" className="dv-title is-link" onClick={onClick}>
      {text}
    </button>
  ) : (
    <span className="dv-title">{text}</span>
  );
}
