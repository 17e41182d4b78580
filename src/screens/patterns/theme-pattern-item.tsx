// `/wp_block/<name>`: a theme pattern opened by its name (spec 2.1, 2.9). Theme patterns are the
// theme's files, not records: none is edited, so the pattern shows as the site shows it, read from
// the theme's registered patterns; a name the theme does not register is not found (spec 8).
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { $themePatterns } from '../../stores/patterns';
import { useBoxSize } from '../../ui/box-size';
import { useStyles } from '../../ui/element-root';
import { LoadError } from '../../ui/load-error';
import { useNotFoundNotice } from '../../ui/not-found-notice';
import { Spinner } from '../../ui/spinner';
import { BlockPreview, usePreviewWarmUp } from '../block-preview/block-preview';

const styles = `
.se-theme-pattern { height: 100%; overflow: auto; background: #fff; }
`;

export default function ThemePatternItem({ name }: { name: string }) {
  useStyles(styles);
  usePreviewWarmUp(1);
  const { patterns, isLoading, error } = useStore($themePatterns);
  const pattern = patterns.find((candidate) => candidate.name === name);
  const ref = useRef<HTMLDivElement>(null);
  const { width } = useBoxSize(ref);
  useNotFoundNotice(!isLoading && !error && !pattern);
  if (error) return <LoadError message={error.message} />;
  if (!pattern && !isLoading) return null;
  // Measured from the start: the preview lays the pattern out at the view's width.
  return (
    <div ref={ref} className="se-theme-pattern">
      {!pattern ? (
        <Spinner />
      ) : (
        width > 0 && (
          <BlockPreview markup={pattern.content} title={pattern.title} viewportWidth={width} />
        )
      )}
    </div>
  );
}
