// Contrast warnings beside the colour controls (spec 9: AA 4.5 for normal text, 3 for large):
// the pairs the global styles put together (src/global-styles/contrast-audit.ts) that miss AA,
// in plain words with the ratio. The live region is always there, so a colour that starts to
// fail is announced as the user picks it.
import { __, sprintf } from '../../../i18n';
import {
  AA_LARGE_TEXT_RATIO,
  AA_NORMAL_TEXT_RATIO,
  type ContrastPair,
  failsAA,
  formatRatio,
} from '../../../global-styles/contrast';
import type { ContrastFinding } from '../../../global-styles/contrast-audit';
import { Icon } from '../../../ui/icons';

/** 'Low contrast: 2.9:1. Text needs at least 4.5:1.' */
export function contrastWarningText(pair: ContrastPair): string {
  const needed = pair.largeText ? AA_LARGE_TEXT_RATIO : AA_NORMAL_TEXT_RATIO;
  return sprintf(
    __('Low contrast: %1$s. Text needs at least %2$s.'),
    formatRatio(pair.ratio),
    formatRatio(needed),
  );
}

/** A tile's shorter warning: 'Low contrast: 2.9:1'; undefined when the pair passes AA. */
export function tileContrastWarning(pair: ContrastPair | undefined): string | undefined {
  if (!pair || !failsAA(pair)) return undefined;
  return sprintf(__('Low contrast: %s'), formatRatio(pair.ratio));
}

/**
 * The warnings of the findings with these ids; `labels` names a finding when one control group
 * has several pairs (Links: 'Hover: Low contrast…').
 */
export function ContrastStatus({
  findings,
  ids,
  labels = {},
}: {
  findings: readonly ContrastFinding[];
  ids: readonly string[];
  labels?: Record<string, string>;
}) {
  const failing = findings.filter((finding) => ids.includes(finding.id) && failsAA(finding));
  return (
    <div className="co-status" role="status">
      {failing.map((finding) => {
        const text = contrastWarningText(finding);
        const label = labels[finding.id];
        return (
          <p key={finding.id} className="st-warning">
            <Icon name="warning" />
            <span>{label ? sprintf(__('%1$s: %2$s'), label, text) : text}</span>
          </p>
        );
      })}
    </div>
  );
}
