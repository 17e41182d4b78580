// The data view's vocabulary (spec 3): a serialisable View, field and action descriptors.
import type { ReactNode } from 'react';

export type LayoutType = 'table' | 'grid' | 'list';
export type SortDirection = 'asc' | 'desc';
export type Operator = 'is' | 'isNot' | 'isAny' | 'isNone' | 'isAll' | 'isNotAll';
export type Density = 'comfortable' | 'balanced' | 'compact';
export type FieldType = 'integer' | 'text' | 'datetime' | 'media';

export interface Filter {
  field: string;
  operator: Operator;
  /** A single value for is/isNot, an array for the others; undefined right after adding. */
  value?: unknown;
}

export interface FieldLayoutStyle {
  width?: string | number;
  maxWidth?: string | number;
  minWidth?: string | number;
}

export interface ViewLayout {
  density?: Density;
  /** Per-field column styles (table). */
  styles?: Record<string, FieldLayoutStyle>;
  /** Grid card size in px. */
  previewSize?: number;
  /** Fields shown as badges on grid cards. */
  badgeFields?: string[];
}

/** The whole state of a list, serialisable: what the host stores and restores. */
export interface View {
  type: LayoutType;
  search?: string;
  page?: number;
  perPage?: number;
  sort?: { field: string; direction: SortDirection };
  filters?: Filter[];
  /** Visible fields, in order (besides the title, media and description fields). */
  fields?: string[];
  titleField?: string;
  mediaField?: string;
  descriptionField?: string;
  showTitle?: boolean;
  showMedia?: boolean;
  showDescription?: boolean;
  /** Hierarchical lists: show levels (reset when a sort is chosen). */
  showLevels?: boolean;
  layout?: ViewLayout;
}

export interface FieldElement {
  value: unknown;
  label: string;
  description?: string;
}

export interface Field<Item = Record<string, unknown>> {
  id: string;
  label: string;
  /** Column header when it differs from the label. */
  header?: string;
  type?: FieldType;
  elements?: FieldElement[];
  filterBy?: false | { operators?: Operator[]; isPrimary?: boolean };
  enableHiding?: boolean;
  enableSorting?: boolean;
  enableGlobalSearch?: boolean;
  getValue?: (args: { item: Item }) => unknown;
  render?: (args: { item: Item; field: NormalisedField<Item> }) => ReactNode;
}

/** A field with every optional part settled (see normaliseFields). */
export interface NormalisedField<Item = Record<string, unknown>> extends Field<Item> {
  type?: FieldType;
  header: string;
  getValue: (args: { item: Item }) => unknown;
  render: (args: { item: Item; field: NormalisedField<Item> }) => ReactNode;
  /** The field brought its own render (else a media field whose value is a URL shows the image). */
  hasOwnRender: boolean;
  /** Operators this field can be filtered with; empty when it is not filterable. */
  filterOperators: Operator[];
  isPrimaryFilter: boolean;
  enableHiding: boolean;
  enableSorting: boolean;
  enableGlobalSearch: boolean;
}

export interface ActionModalProps<Item> {
  items: Item[];
  closeModal: () => void;
  onActionPerformed?: (items: Item[]) => void;
}

export interface Action<Item = Record<string, unknown>> {
  id: string;
  label: string | ((items: Item[]) => string);
  icon?: ReactNode;
  isPrimary?: boolean;
  isDestructive?: boolean;
  isEligible?: (item: Item) => boolean;
  supportsBulk?: boolean;
  disabled?: boolean;
  /** Either a callback, or a modal to render. */
  callback?: (
    items: Item[],
    context: { onActionPerformed?: (items: Item[]) => void },
  ) => void | Promise<void>;
  RenderModal?: (props: ActionModalProps<Item>) => ReactNode;
  /** The modal's title: one text, or one for the items it opens on. */
  modalHeader?: string | ((items: Item[]) => string);
  modalSize?: 'small' | 'medium' | 'large' | 'fill';
  hideModalHeader?: boolean;
  /** The user may be about to run it (pointer over or focus on its button): prepare for it. */
  onIntent?: () => void;
}

export interface PaginationInfo {
  totalItems: number;
  totalPages: number;
}

/** Grid width buckets (spec 9). */
export type GridBucket = 'mobile' | 'large' | 'xlarge' | 'huge' | 'xhuge';
