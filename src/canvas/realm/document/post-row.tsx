// A row of a page's or post's summary as WordPress 7.1's editor draws it: the field's name on the
// left, its value on the right as a button ('Change status: Draft') that opens, in a popover
// beside the sidebar, the control that changes it.
import { Button, Dropdown } from '@wordpress/components';
import type { ReactNode } from 'react';

const ROW = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 32 } as const;
const LABEL = { flex: 'none', width: '38%', color: '#757575' } as const;
// The value takes the rest of the row, and a long one (a date, a template's title) wraps.
const TOGGLE = { flex: 1, minWidth: 0 } as const;
const VALUE = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 32,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
} as const;
const CONTENT = { padding: 16, minWidth: 248, display: 'grid', gap: 16 } as const;

export interface PostRowProps {
  /** The field's name on the left; none for a value that takes the row (an excerpt). */
  label?: string;
  /** What the button says: the field's value, as the user reads it. */
  value: string;
  /** The button's name for assistive technology, 'Change status' (the value follows). */
  change: string;
  /** The button's whole name, when `change: value` would not read well ('Add an excerpt…'). */
  name?: string;
  children(close: () => void): ReactNode;
}

export function PostRow({ label, value, change, name, children }: PostRowProps) {
  return (
    <div className="canvas-document__row" style={ROW}>
      {label !== undefined && (
        <span className="canvas-document__row-label" style={LABEL}>
          {label}
        </span>
      )}
      <Dropdown
        style={TOGGLE}
        popoverProps={{ placement: 'left-start', offset: 36 }}
        renderToggle={({ isOpen, onToggle }) => (
          <Button
            size="compact"
            variant="tertiary"
            style={VALUE}
            aria-expanded={isOpen}
            aria-label={name ?? `${change}: ${value}`}
            onClick={onToggle}
          >
            {value}
          </Button>
        )}
        renderContent={({ onClose }) => <div style={CONTENT}>{children(onClose)}</div>}
      />
    </div>
  );
}
