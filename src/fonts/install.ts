// The install flow (spec 4): for each family, look it up on the host by slug and create it when
// absent; upload only the faces it does not have yet (same weight and style are skipped, and
// count as installed); delete a family this flow created when none of its faces made it; and
// gather the errors without duplicates. The host is passed in, so the flow is tested against a
// fake host that fails where we tell it to.
import { __, sprintf } from '../i18n';
import { isSameFace } from './families';
import { faceSources } from './collections';
import type { FontFace, FontFamily } from './types';

export interface InstalledFamilyOnHost {
  id: number;
  faces: FontFace[];
}

export interface FontInstallHost {
  /** The host's family of that slug, with its faces, or undefined. */
  findFamily(slug: string): Promise<InstalledFamilyOnHost | undefined>;
  /** Creates the family (without faces); returns its id. */
  createFamily(family: FontFamily): Promise<number>;
  /** Uploads one face with its file; returns the face as the host saved it (its src a URL). */
  uploadFace(familyId: number, face: FontFace, file: Blob, fileName: string): Promise<FontFace>;
  deleteFamily(familyId: number): Promise<void>;
  /** Downloads a face's remote file (collections); rejects with the message of spec 7. */
  download(url: string): Promise<Blob>;
}

export interface InstallProgress {
  facesDone: number;
  facesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface InstallResult {
  /** Each family with the faces that are now on the host (uploaded or already there). */
  installed: FontFamily[];
  /** Messages, each once. */
  errors: string[];
}

/** Spec 7: the message of a failed download. */
export function downloadErrorMessage(url: string, status: number | string): string {
  return sprintf(
    __('Error downloading font face asset from %1$s. Server responded with status: %2$s'),
    url,
    String(status),
  );
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

function fileNameOf(face: FontFace, url: string | undefined): string {
  if (face.file instanceof File) return face.file.name;
  const last = url?.split(/[?#]/)[0]?.split('/').pop();
  return last ? decodeURIComponent(last) : 'font';
}

export async function installFamilies(
  families: readonly FontFamily[],
  host: FontInstallHost,
  onProgress?: (progress: InstallProgress) => void,
): Promise<InstallResult> {
  const errors: string[] = [];
  const addError = (message: string) => {
    if (!errors.includes(message)) errors.push(message);
  };
  const installed: FontFamily[] = [];
  const allFaces = families.flatMap((family) => family.fontFace ?? []);
  const progress: InstallProgress = {
    facesDone: 0,
    facesTotal: allFaces.length,
    bytesDone: 0,
    bytesTotal: allFaces.reduce((sum, face) => sum + (face.file?.size ?? 0), 0),
  };
  onProgress?.({ ...progress });

  for (const family of families) {
    const faces = family.fontFace ?? [];
    let familyId: number;
    let created = false;
    let existing: FontFace[] = [];
    try {
      const found = await host.findFamily(family.slug);
      if (found) {
        familyId = found.id;
        existing = found.faces;
      } else {
        familyId = await host.createFamily(family);
        created = true;
      }
    } catch (error) {
      addError(messageOf(error));
      progress.facesDone += faces.length;
      onProgress?.({ ...progress });
      continue;
    }

    const done: FontFace[] = [];
    for (const face of faces) {
      const already = existing.find((other) => isSameFace(other, face));
      if (already) {
        // Skipped faces count as installed, their bytes too, so progress reaches its total.
        done.push(already);
        progress.bytesDone += face.file?.size ?? 0;
      } else {
        try {
          const url = faceSources(face)[0];
          const file = face.file ?? (url ? await host.download(url) : undefined);
          if (!file) throw new Error(__('Error installing the fonts, could not be downloaded.'));
          if (!face.file) progress.bytesTotal += file.size;
          const { file: _file, preview: _preview, src: _src, ...settings } = face;
          done.push(await host.uploadFace(familyId, settings, file, fileNameOf(face, url)));
          progress.bytesDone += file.size;
        } catch (error) {
          addError(messageOf(error));
          // Done with, if not installed: the progress reaches its end either way.
          progress.bytesDone += face.file?.size ?? 0;
        }
      }
      progress.facesDone += 1;
      onProgress?.({ ...progress });
    }

    if (done.length === 0) {
      // Nothing of this family made it: a family this flow created is not left behind empty.
      if (created) await host.deleteFamily(familyId).catch((error) => addError(messageOf(error)));
      continue;
    }
    const { file: _f, fontFace: _faces, ...rest } = family;
    installed.push({ ...rest, id: familyId, source: 'custom', fontFace: done });
  }
  return { installed, errors };
}
