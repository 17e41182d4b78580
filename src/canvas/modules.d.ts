// Modules the build makes (scripts/canvas-build.mjs).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
declare module 'virtual:canvas-realm-url' {
  /** The canvas realm's entry module, resolved against the chunk that imports this. */
  const url: string;
  export default url;
}

// WordPress packages that ship no types: only what the canvas uses, typed loosely.
declare module '@wordpress/block-editor' {
  import type { ComponentType, ReactNode } from 'react';
  export const BlockEditorProvider: ComponentType<{
    value: unknown[] | undefined;
    onInput: unknown;
    onChange: unknown;
    settings?: Record<string, unknown>;
    useSubRegistry?: boolean;
    children?: ReactNode;
  }>;
  export const BlockCanvas: ComponentType<{
    height?: string;
    styles?: { css: string; isGlobalStyles?: boolean }[];
    /** The canvas's content; the default root block list when none. */
    children?: ReactNode;
  }>;
  export const BlockList: ComponentType<{ className?: string; layout?: object }>;
  export const BlockContextProvider: ComponentType<{
    value: Record<string, unknown>;
    children?: ReactNode;
  }>;
  export const BlockInspector: ComponentType;
  /** The selected block's toolbar, where the editor puts it (the top toolbar). */
  export const BlockToolbar: ComponentType<{ hideDragHandle?: boolean }>;
  /** The selected block's path from the record (the root's label first). */
  export const BlockBreadcrumb: ComponentType<{ rootLabelText?: string }>;
  export const BlockEditorKeyboardShortcuts: ComponentType & { Register: ComponentType };
  export const __experimentalLibrary: ComponentType<{
    showInserterHelpPanel?: boolean;
    shouldFocusBlock?: boolean;
    onSelect?: () => void;
    onClose?: () => void;
    /** The tab it opens on. */
    __experimentalInitialTab?: 'blocks' | 'patterns' | 'media';
  }>;
  export const __experimentalListView: ComponentType;
  export const InspectorAdvancedControls: ComponentType<{ children?: ReactNode }>;
  export function useBlockEditingMode(): 'default' | 'contentOnly' | 'disabled';
  export function useBlockProps(props?: Record<string, unknown>): Record<string, unknown>;
  export const BlockControls: ComponentType<{ children?: ReactNode }>;
  /** A fill of the block options menu (⋮): called with the selection and the menu's close. */
  export const BlockSettingsMenuControls: ComponentType<{
    children: (fill: { selectedClientIds: string[]; onClose(): void }) => ReactNode;
  }>;
  export const Warning: ComponentType<{ actions?: ReactNode[]; children?: ReactNode }>;
  export const store: import('@wordpress/data').StoreDescriptor;
  // The block canvas's parts (block-canvas.tsx puts them together).
  export const BlockTools: ComponentType<{
    __unstableContentRef: { current: HTMLElement | null };
    style?: object;
    children?: ReactNode;
  }>;
  export const __unstableIframe: ComponentType<{
    /** The canvas scaled: a number, or 'auto-scaled' (to fit its container). */
    scale?: number | 'auto-scaled';
    /** Space around the scaled canvas, as CSS ('40px'). */
    frameSize?: string;
    ref?: (node: HTMLIFrameElement | null) => void;
    contentRef?: (body: HTMLElement | null) => void;
    name?: string;
    children?: ReactNode;
  }>;
  export const __unstableEditorStyles: ComponentType<{
    styles: { css: string; isGlobalStyles?: boolean }[];
  }>;
  type ElementRef = (node: HTMLElement | null) => void;
  export function __unstableUseMouseMoveTypingReset(): (node: HTMLIFrameElement | null) => void;
  export function __unstableUseBlockSelectionClearer(): ElementRef;
  export function __unstableUseTypingObserver(): ElementRef;
  export function useBlockCommands(): void;
}
declare module '@wordpress/block-library' {
  export function registerCoreBlocks(): void;
}
declare module '@wordpress/format-library';
