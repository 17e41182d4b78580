// Attributes React passes through to the DOM that its 18.x types do not list.
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    /** The shadow part name a host page styles with `::part()`. */
    part?: string;
  }
}
