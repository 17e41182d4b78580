// The 'Upload' tab (spec 2.7, 5): font files picked or dropped, each parsed in the browser with
// fontkit (loaded with the first file, never before, and tried again every 250 ms up to 10 times
// when it does not arrive: spec 9, fonts/font-reader.ts) for its family, style and weight, then
// installed through the install flow with its progress shown. Files that are not fonts, or that
// name no family, are reported with the spec's messages; fonts of other extensions are skipped;
// nothing of either reaches the host.
import { useStore } from '@nanostores/react';
import { type DragEvent, useId, useRef, useState } from 'react';
import {
  FONT_ACCEPT,
  type FontFamily,
  type FontFileMetadata,
  fontFileMetadata,
  groupFamilies,
  hasFontExtension,
  type ParsedFont,
  uniqueByName,
  uploadedFamily,
} from '../../fonts';
import { type FontReader, loadFontReader } from '../../fonts/font-reader';
import { __, sprintf } from '../../i18n';
import { $installing, installFonts } from '../../stores/font-library';

/**
 * What one picked file gives: its family, `invalid` when it does not parse as a font, or
 * `skipped` when it is a font but not of an accepted extension. The bytes are read first, as
 * WordPress does: only a file that is not a font earns spec 5's 'not allowed' message.
 */
async function parseFontFile(
  file: File,
  create: FontReader['create'],
): Promise<FontFamily | 'invalid' | 'skipped'> {
  let metadata: FontFileMetadata | undefined;
  try {
    const parsed = create(
      new Uint8Array(await file.arrayBuffer()) as unknown as Buffer,
    ) as unknown as ParsedFont & {
      fonts?: unknown;
    };
    // A collection of fonts (TTC/DFONT) holds several families in one file: not installable.
    if (parsed.fonts) return 'invalid';
    metadata = fontFileMetadata(parsed);
  } catch {
    return 'invalid';
  }
  if (!metadata) return 'invalid';
  return hasFontExtension(file.name) ? uploadedFamily(metadata, file) : 'skipped';
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export default function UploadTab() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const installing = useStore($installing);
  const [parsing, setParsing] = useState(false);
  const [message, setMessage] = useState('');
  const [dragging, setDragging] = useState(false);
  const busy = parsing || installing !== null;

  const handleFiles = async (list: FileList | File[]) => {
    const files = uniqueByName([...list]);
    if (files.length === 0 || busy) return;
    setMessage('');
    setParsing(true);
    let reader: FontReader;
    try {
      // Spec 9: tried every 250 ms, up to 10 times, before saying so.
      reader = await loadFontReader();
    } catch {
      setParsing(false);
      setMessage(__('The font files could not be read: the font reader did not load.'));
      return;
    }
    const parsed = await Promise.all(files.map((file) => parseFontFile(file, reader.create)));
    setParsing(false);
    const valid = parsed.filter((family): family is FontFamily => typeof family === 'object');
    const hasInvalid = parsed.includes('invalid');
    // Spec 5: a file that failed to parse is 'not allowed'; fonts of other extensions are only
    // skipped, and a batch of nothing else has no fonts to install.
    if (hasInvalid) setMessage(__('Sorry, you are not allowed to upload this file type.'));
    if (valid.length === 0) {
      if (!hasInvalid) setMessage(__('No fonts found to install.'));
      return;
    }
    await installFonts(groupFamilies(valid));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void handleFiles(event.dataTransfer.files);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for files; the upload button inside is the control for keyboards.
    <div
      className={`fl-upload${dragging ? ' is-dragging' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={FONT_ACCEPT}
        className="fl-upload__input"
        disabled={busy}
        onChange={(event) => {
          const files = event.target.files ? [...event.target.files] : [];
          event.target.value = '';
          void handleFiles(files);
        }}
      />
      <label htmlFor={inputId} className={`fl-button is-primary${busy ? ' is-disabled' : ''}`}>
        {__('Upload font')}
      </label>
      <p className="fl-upload__help">
        {__(
          'Uploaded fonts appear in your library and can be used in your theme. Supported formats: .ttf, .otf, .woff, and .woff2.',
        )}
      </p>
      {parsing && <p role="status">{__('Reading the font files…')}</p>}
      {installing && (
        <div className="fl-progress" role="status">
          <progress
            max={Math.max(installing.facesTotal, 1)}
            value={installing.facesDone}
            aria-label={__('Uploading fonts')}
          />
          <span>
            {sprintf(
              __('%1$d of %2$d variants uploaded (%3$s of %4$s)'),
              installing.facesDone,
              installing.facesTotal,
              kb(installing.bytesDone),
              kb(installing.bytesTotal),
            )}
          </span>
        </div>
      )}
      {message && (
        <p className="fl-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
