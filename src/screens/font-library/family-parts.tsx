// Pieces the Library tab's screens share (spec 2.7, 9): a family's name in its own font, its row
// in a list with its variant count, a detail's header, a face's sample, and finding the family a
// list opens on.
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import {
  activeFaceCount,
  activeVariantsText,
  type FontFamily,
  faceName,
  previewFace,
  variantsText,
} from '../../fonts';
import { themeFileLinks } from '../../global-styles/theme-files';
import { __ } from '../../i18n';
import { $activeFonts } from '../../stores/font-library';
import { $themeGlobalStyles } from '../../stores/site-styles';
import { Icon } from '../../ui/icons';
import { useFacePreview } from './font-faces';

export function useThemeFiles() {
  const theme = useStore($themeGlobalStyles);
  return useMemo(() => (theme.status === 'ready' ? themeFileLinks(theme.value) : []), [theme]);
}

/** The list an origin's activation lives in. */
export function useActiveList(family: FontFamily) {
  const active = useStore($activeFonts);
  return family.source === 'theme' ? active.theme : active.custom;
}

/** A family's name shown in its own font: its face nearest 400 (spec 9), at that weight. */
export function FamilyName({ family }: { family: FontFamily }) {
  const themeFiles = useThemeFiles();
  const preview = useFacePreview(previewFace(family), family.name, themeFiles);
  return (
    <span className="fl-family-name" style={preview}>
      {family.name}
    </span>
  );
}

/** '%d variants', or how many of them are active when some but not all are. */
function ActiveCount({ family, total }: { family: FontFamily; total: number }) {
  const list = useActiveList(family);
  const active = activeFaceCount(list, family);
  return (
    <span className="fl-family__meta">
      {active > 0 && active < total ? activeVariantsText(active, total) : variantsText(total)}
    </span>
  );
}

export function FamilyRow({
  family,
  onOpen,
  readOnly = false,
}: {
  family: FontFamily;
  onOpen: () => void;
  readOnly?: boolean;
}) {
  const total = Math.max(family.fontFace?.length ?? 0, 1);
  return (
    <li>
      <button type="button" className="fl-family" onClick={onOpen}>
        <FamilyName family={family} />
        {readOnly ? (
          <span className="fl-family__meta">{variantsText(total)}</span>
        ) : (
          <ActiveCount family={family} total={total} />
        )}
        <Icon name="forward" />
      </button>
    </li>
  );
}

export type OpenFamily = { slug: string; source?: string | undefined } | null;

/** The library's theme or custom families under their heading, a row each opening its details. */
export function FamilySection({
  source,
  families,
  readOnly = false,
  onOpen,
}: {
  source: 'theme' | 'custom';
  families: readonly FontFamily[];
  readOnly?: boolean;
  onOpen: (open: OpenFamily) => void;
}) {
  const id = `fl-${source}-fonts`;
  return (
    <section aria-labelledby={id}>
      <h3 className="fl-heading" id={id}>
        {source === 'theme' ? __('Theme') : __('Custom')}
      </h3>
      <ul className="fl-families">
        {families.map((family) => (
          <FamilyRow
            key={`${source}:${family.slug}`}
            family={family}
            readOnly={readOnly}
            onOpen={() => onOpen({ slug: family.slug, source })}
          />
        ))}
      </ul>
    </section>
  );
}

/** The family a list opens on (`initialFamily`), found among the families shown. */
export function findFamily(families: readonly FontFamily[], open: OpenFamily): FontFamily | undefined {
  if (!open) return undefined;
  return (
    families.find(
      (family) => family.slug === open.slug && (!open.source || family.source === open.source),
    ) ?? undefined
  );
}

/** The detail's header: Back, the family's name (focused on opening), and what else it holds. */
export function DetailHeader({
  family,
  onBack,
  children,
}: {
  family: FontFamily;
  onBack: () => void;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After the commit's other effects: a modal opened on this family shows its dialog (which
    // moves focus) in its own effect, after this one.
    let live = true;
    queueMicrotask(() => {
      if (live) heading.current?.focus();
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="fl-detail__header">
      <button type="button" className="fl-icon-button" onClick={onBack} aria-label={__('Back')}>
        <Icon name="back" />
      </button>
      <h3 className="fl-detail__title" ref={heading} tabIndex={-1}>
        {family.name}
      </h3>
      {children}
    </div>
  );
}

/** A face's sample (the family's name in that face, at 400 or its nearest weight) and its name. */
export function FaceSample({
  family,
  face,
  themeFiles,
}: {
  family: FontFamily;
  face: NonNullable<FontFamily['fontFace']>[number];
  themeFiles: ReturnType<typeof themeFileLinks>;
}) {
  const preview = useFacePreview(face, family.name, themeFiles);
  return (
    <>
      <span className="fl-face__sample" style={preview}>
        {family.name}
      </span>
      <span className="fl-face__name">{faceName(face)}</span>
    </>
  );
}
