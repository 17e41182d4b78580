// What a request's allowed types mean for the library (pure): the type filter's choices (the
// host's `media_type` families, or MIME types as given), which one it starts on, the file input's
// `accept`, and whether a file may be chosen here at all.
import { __ } from '../../i18n';

export interface TypeChoice {
  /** A family (`image`, `audio`, `video`, `application`), a MIME type, or '' for all. */
  value: string;
  label: string;
}

const familyLabels = (): Record<string, string> => ({
  image: __('Images'),
  audio: __('Audio'),
  video: __('Video'),
  application: __('Documents'),
});

/** The filter's choices: every family when the request leaves the type open. */
export function typeChoices(allowedTypes: string[] | undefined): TypeChoice[] {
  const labels = familyLabels();
  if (!allowedTypes || allowedTypes.length === 0) {
    return [
      { value: '', label: __('All media items') },
      ...Object.entries(labels).map(([value, label]) => ({ value, label })),
    ];
  }
  return [...new Set(allowedTypes)].map((value) => ({ value, label: labels[value] ?? value }));
}

/** The file input's `accept`: families as `image/*`; nothing when any file goes. */
export function acceptOf(allowedTypes: string[] | undefined): string | undefined {
  if (!allowedTypes || allowedTypes.length === 0) return undefined;
  return allowedTypes.map((type) => (type.includes('/') ? type : `${type}/*`)).join(',');
}

/** Whether a file of `mimeType` is one the request takes. */
export function isAllowedType(mimeType: string, allowedTypes: string[] | undefined): boolean {
  if (!allowedTypes || allowedTypes.length === 0) return true;
  return allowedTypes.some((type) =>
    type.includes('/') ? type === mimeType : mimeType.startsWith(`${type}/`),
  );
}
