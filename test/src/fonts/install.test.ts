import { expect } from '@esm-bundle/chai';
import { faceKey } from '../../../src/fonts/families';
import {
  downloadErrorMessage,
  type FontInstallHost,
  type InstallProgress,
  installFamilies,
} from '../../../src/fonts/install';
import type { FontFace, FontFamily } from '../../../src/fonts/types';
import { resetLocaleData, setLocaleData } from '../../../src/i18n/translate';

interface HostFamily {
  family: FontFamily;
  faces: FontFace[];
}

interface Upload {
  familyId: number;
  face: FontFace;
  file: Blob;
  fileName: string;
}

/**
 * A host that keeps font families and faces in memory, records what it was asked, and fails
 * where a test tells it to.
 */
class FakeFontHost implements FontInstallHost {
  readonly families = new Map<number, HostFamily>();
  readonly created: FontFamily[] = [];
  readonly uploads: Upload[] = [];
  readonly deleted: number[] = [];
  readonly downloads: string[] = [];
  /** Remote font files by URL; any other URL answers 404. */
  readonly remote = new Map<string, Blob>();
  /** Faces ('700 italic') whose upload fails with the message. */
  readonly failFace = new Map<string, string>();
  /** Upload calls (1 = the first) that fail with the message. */
  readonly failUploadNumber = new Map<number, string>();
  failCreate: string | undefined;
  failDelete: string | undefined;
  private nextId = 100;

  /** A family already on the host, as installed before. */
  seed(family: FontFamily, faces: FontFace[]): number {
    const id = this.nextId++;
    this.families.set(id, { family: { ...family, id }, faces });
    return id;
  }

  async findFamily(slug: string) {
    for (const [id, entry] of this.families)
      if (entry.family.slug === slug) return { id, faces: [...entry.faces] };
    return undefined;
  }

  async createFamily(family: FontFamily) {
    this.created.push(family);
    if (this.failCreate) throw new Error(this.failCreate);
    const id = this.nextId++;
    this.families.set(id, { family: { ...family, id }, faces: [] });
    return id;
  }

  async uploadFace(familyId: number, face: FontFace, file: Blob, fileName: string) {
    this.uploads.push({ familyId, face, file, fileName });
    const failure =
      this.failUploadNumber.get(this.uploads.length) ?? this.failFace.get(faceKey(face));
    if (failure) throw new Error(failure);
    const saved = { ...face, src: `https://example.org/wp-content/uploads/fonts/${fileName}` };
    this.families.get(familyId)!.faces.push(saved);
    return saved;
  }

  async deleteFamily(familyId: number) {
    this.deleted.push(familyId);
    if (this.failDelete) throw new Error(this.failDelete);
    this.families.delete(familyId);
  }

  async download(url: string) {
    this.downloads.push(url);
    const file = this.remote.get(url);
    if (!file) throw new Error(downloadErrorMessage(url, 404));
    return file;
  }

  /** The host's families by slug, with their faces' keys: what a user would find installed. */
  contents(): Record<string, string[]> {
    return Object.fromEntries(
      [...this.families.values()].map(({ family, faces }) => [family.slug, faces.map(faceKey)]),
    );
  }
}

const fontFile = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'font/woff2' });

function uploadedFace(family: string, fontWeight: string, fontStyle: string, file: File): FontFace {
  return { fontFamily: family, fontWeight, fontStyle, file };
}

function interUpload(...faces: Array<[string, string, number?]>): FontFamily {
  return {
    name: 'Inter',
    slug: 'inter',
    fontFamily: 'Inter',
    fontFace: faces.map(([weight, style, bytes]) =>
      uploadedFace('Inter', weight, style, fontFile(`Inter-${weight}-${style}.woff2`, bytes ?? 10)),
    ),
  };
}

const LORA_URL = 'https://fonts.gstatic.com/s/lora/v32/0QI6MX1D_JOuGQbT0gvTJPa787weuxJBkq0.woff2';

describe('installing font families', () => {
  afterEach(() => resetLocaleData());

  it('creates a family the host lacks and uploads its faces', async () => {
    const host = new FakeFontHost();
    const inter = interUpload(['400', 'normal'], ['700', 'italic']);
    const { installed, errors } = await installFamilies([inter], host);

    expect(errors).to.deep.equal([]);
    expect(host.created.map((family) => family.slug)).to.deep.equal(['inter']);
    expect(host.contents()).to.deep.equal({ inter: ['400 normal', '700 italic'] });
    expect(host.uploads.map((upload) => upload.fileName)).to.deep.equal([
      'Inter-400-normal.woff2',
      'Inter-700-italic.woff2',
    ]);
    expect(host.uploads[0]!.file).to.equal(inter.fontFace![0]!.file);
    // The face settings go without the file; the file travels beside them.
    expect(host.uploads[0]!.face).to.deep.equal({
      fontFamily: 'Inter',
      fontWeight: '400',
      fontStyle: 'normal',
    });

    const id = host.uploads[0]!.familyId;
    expect(installed).to.deep.equal([
      {
        name: 'Inter',
        slug: 'inter',
        fontFamily: 'Inter',
        id,
        source: 'custom',
        fontFace: [
          {
            fontFamily: 'Inter',
            fontWeight: '400',
            fontStyle: 'normal',
            src: 'https://example.org/wp-content/uploads/fonts/Inter-400-normal.woff2',
          },
          {
            fontFamily: 'Inter',
            fontWeight: '700',
            fontStyle: 'italic',
            src: 'https://example.org/wp-content/uploads/fonts/Inter-700-italic.woff2',
          },
        ],
      },
    ]);
  });

  it('reuses the family of the same slug and skips the faces it already has', async () => {
    const host = new FakeFontHost();
    const onHost: FontFace = {
      fontFamily: 'Inter',
      fontWeight: '400',
      fontStyle: 'normal',
      src: 'https://example.org/wp-content/uploads/fonts/Inter-Regular.woff2',
    };
    const id = host.seed({ name: 'Inter', slug: 'inter', fontFamily: 'Inter' }, [onHost]);
    const inter = interUpload(['700', 'normal'], ['400', ' normal ']);
    inter.fontFace![1]!.fontWeight = 400;

    const { installed, errors } = await installFamilies([inter], host);

    expect(errors).to.deep.equal([]);
    expect(host.created).to.deep.equal([]);
    expect(host.uploads.map((upload) => faceKey(upload.face))).to.deep.equal(['700 normal']);
    expect(host.contents()).to.deep.equal({ inter: ['400 normal', '700 normal'] });
    // The skipped face still counts as installed, as the host has it.
    expect(installed).to.have.length(1);
    expect(installed[0]!.id).to.equal(id);
    expect(installed[0]!.fontFace!.map(faceKey)).to.deep.equal(['700 normal', '400 normal']);
    expect(installed[0]!.fontFace![1]).to.deep.equal(onHost);
  });

  it('installs the other faces when one fails, and reports its error', async () => {
    const host = new FakeFontHost();
    host.failUploadNumber.set(3, 'A font face matching those settings already exists.');
    const inter = interUpload(
      ['300', 'normal'],
      ['400', 'normal'],
      ['500', 'normal'],
      ['700', 'normal'],
    );
    const { installed, errors } = await installFamilies([inter], host);

    expect(errors).to.deep.equal(['A font face matching those settings already exists.']);
    expect(host.uploads).to.have.length(4);
    expect(host.contents()).to.deep.equal({ inter: ['300 normal', '400 normal', '700 normal'] });
    expect(installed[0]!.fontFace!.map(faceKey)).to.deep.equal([
      '300 normal',
      '400 normal',
      '700 normal',
    ]);
  });

  it('reports a message once when several faces fail with it', async () => {
    const host = new FakeFontHost();
    const tooLarge = 'The uploaded file exceeds the upload_max_filesize directive in php.ini.';
    host.failFace.set('700 normal', tooLarge);
    host.failFace.set('900 italic', tooLarge);
    host.failFace.set('100 normal', 'Sorry, you are not allowed to upload this file type.');
    const inter = interUpload(
      ['100', 'normal'],
      ['400', 'normal'],
      ['700', 'normal'],
      ['900', 'italic'],
    );
    const { installed, errors } = await installFamilies([inter], host);

    expect(errors).to.deep.equal([
      'Sorry, you are not allowed to upload this file type.',
      tooLarge,
    ]);
    expect(installed[0]!.fontFace!.map(faceKey)).to.deep.equal(['400 normal']);
  });

  it('deletes a family it created when none of its faces made it', async () => {
    const host = new FakeFontHost();
    host.failFace.set('400 normal', 'Invalid font file.');
    host.failFace.set('700 normal', 'Invalid font file.');
    const lora: FontFamily = {
      name: 'Lora',
      slug: 'lora',
      fontFamily: 'Lora',
      fontFace: [uploadedFace('Lora', '400', 'normal', fontFile('Lora-Regular.ttf', 20))],
    };
    const inter = interUpload(['400', 'normal'], ['700', 'normal']);
    const { installed, errors } = await installFamilies([inter], host);

    expect(errors).to.deep.equal(['Invalid font file.']);
    expect(installed).to.deep.equal([]);
    expect(host.created).to.have.length(1);
    expect(host.deleted).to.have.length(1);
    expect(host.contents()).to.deep.equal({});

    // A family that did make it is kept beside one that did not.
    host.failFace.clear();
    host.failFace.set('700 normal', 'Invalid font file.');
    const second = await installFamilies([interUpload(['700', 'normal']), lora], host);
    expect(second.installed.map((family) => family.slug)).to.deep.equal(['lora']);
    expect(host.contents()).to.deep.equal({ lora: ['400 normal'] });
  });

  it('never deletes a family that was on the host before', async () => {
    const host = new FakeFontHost();
    const existing: FontFace = { fontFamily: 'Inter', fontWeight: '400', fontStyle: 'normal' };
    host.seed({ name: 'Inter', slug: 'inter', fontFamily: 'Inter' }, [existing]);
    host.failFace.set('700 normal', 'Invalid font file.');

    const { installed, errors } = await installFamilies([interUpload(['700', 'normal'])], host);

    expect(errors).to.deep.equal(['Invalid font file.']);
    expect(installed).to.deep.equal([]);
    expect(host.deleted).to.deep.equal([]);
    expect(host.contents()).to.deep.equal({ inter: ['400 normal'] });
  });

  it('reports a failed creation and uploads nothing for that family', async () => {
    const host = new FakeFontHost();
    host.failCreate = 'Sorry, you are not allowed to create font families.';
    const events: InstallProgress[] = [];
    const { installed, errors } = await installFamilies(
      [interUpload(['400', 'normal'], ['700', 'normal'])],
      host,
      (progress) => events.push(progress),
    );

    expect(errors).to.deep.equal(['Sorry, you are not allowed to create font families.']);
    expect(installed).to.deep.equal([]);
    expect(host.uploads).to.deep.equal([]);
    expect(host.contents()).to.deep.equal({});
    expect(events.at(-1)).to.include({ facesDone: 2, facesTotal: 2 });
  });

  it('reports a failed clean-up of an empty family', async () => {
    const host = new FakeFontHost();
    host.failFace.set('400 normal', 'Invalid font file.');
    host.failDelete = 'The font family could not be deleted.';
    const { errors } = await installFamilies([interUpload(['400', 'normal'])], host);
    expect(errors).to.deep.equal(['Invalid font file.', 'The font family could not be deleted.']);
  });

  describe('faces of a collection', () => {
    const loraFromCollection = (src: string | string[]): FontFamily => ({
      name: 'Lora',
      slug: 'lora',
      fontFamily: 'Lora, serif',
      category: 'serif',
      fontFace: [
        {
          fontFamily: 'Lora',
          fontWeight: '400 700',
          fontStyle: 'normal',
          src,
          preview: 'https://s.w.org/images/fonts/lora-400.svg',
        },
      ],
    });

    it('downloads a remote face and uploads the downloaded file', async () => {
      const host = new FakeFontHost();
      const file = new Blob([new Uint8Array(64)], { type: 'font/woff2' });
      host.remote.set(LORA_URL, file);
      const { installed, errors } = await installFamilies([loraFromCollection(LORA_URL)], host);

      expect(errors).to.deep.equal([]);
      expect(host.downloads).to.deep.equal([LORA_URL]);
      expect(host.uploads).to.have.length(1);
      expect(host.uploads[0]!.file).to.equal(file);
      expect(host.uploads[0]!.fileName).to.equal('0QI6MX1D_JOuGQbT0gvTJPa787weuxJBkq0.woff2');
      // The remote source and the preview are not face settings of the host.
      expect(host.uploads[0]!.face).to.deep.equal({
        fontFamily: 'Lora',
        fontWeight: '400 700',
        fontStyle: 'normal',
      });
      expect(installed[0]!.fontFace!.map(faceKey)).to.deep.equal(['400 700 normal']);
    });

    it('downloads the encoded form of a source with spaces, skipping theme files', async () => {
      const host = new FakeFontHost();
      const encoded = 'https://example.org/fonts/Noto%20Sans%20JP.woff2';
      host.remote.set(encoded, new Blob([new Uint8Array(8)]));
      const family = {
        ...loraFromCollection([
          'file:./assets/fonts/NotoSansJP.woff2',
          'https://example.org/fonts/Noto Sans JP.woff2',
        ]),
        name: 'Noto Sans JP',
        slug: 'noto-sans-jp',
      };
      const { errors } = await installFamilies([family], host);

      expect(errors).to.deep.equal([]);
      expect(host.downloads).to.deep.equal([encoded]);
      expect(host.uploads[0]!.fileName).to.equal('Noto Sans JP.woff2');
    });

    it('reports a failed download in the words of spec 7', async () => {
      const host = new FakeFontHost();
      const { installed, errors } = await installFamilies([loraFromCollection(LORA_URL)], host);

      expect(errors).to.deep.equal([
        `Error downloading font face asset from ${LORA_URL}. Server responded with status: 404`,
      ]);
      expect(installed).to.deep.equal([]);
      expect(host.uploads).to.deep.equal([]);
      expect(host.contents()).to.deep.equal({});
    });

    it('reports a face with nowhere to download it from', async () => {
      const host = new FakeFontHost();
      const { errors } = await installFamilies(
        [loraFromCollection('file:./assets/fonts/Lora.woff2')],
        host,
      );
      expect(errors).to.deep.equal(['Error installing the fonts, could not be downloaded.']);
      expect(host.downloads).to.deep.equal([]);
    });
  });

  it('writes the download error word for word, and translated', () => {
    expect(downloadErrorMessage('https://fonts.gstatic.com/s/inter/v13/a.woff2', 503)).to.equal(
      'Error downloading font face asset from https://fonts.gstatic.com/s/inter/v13/a.woff2. Server responded with status: 503',
    );
    expect(downloadErrorMessage('https://example.org/x.woff2', 'timeout')).to.equal(
      'Error downloading font face asset from https://example.org/x.woff2. Server responded with status: timeout',
    );
    setLocaleData({
      'Error downloading font face asset from %1$s. Server responded with status: %2$s': [
        'Erreur de téléchargement depuis %1$s. Statut du serveur : %2$s',
      ],
    });
    expect(downloadErrorMessage('https://example.org/x.woff2', 404)).to.equal(
      'Erreur de téléchargement depuis https://example.org/x.woff2. Statut du serveur : 404',
    );
  });

  describe('progress', () => {
    it('reports faces and bytes as each face is done', async () => {
      const host = new FakeFontHost();
      host.remote.set(LORA_URL, new Blob([new Uint8Array(50)]));
      const lora: FontFamily = {
        name: 'Lora',
        slug: 'lora',
        fontFamily: 'Lora',
        fontFace: [{ fontFamily: 'Lora', fontWeight: '400', fontStyle: 'normal', src: LORA_URL }],
      };
      const events: InstallProgress[] = [];
      await installFamilies(
        [interUpload(['400', 'normal', 100], ['700', 'normal', 200]), lora],
        host,
        (progress) => events.push(progress),
      );

      expect(events).to.deep.equal([
        { facesDone: 0, facesTotal: 3, bytesDone: 0, bytesTotal: 300 },
        { facesDone: 1, facesTotal: 3, bytesDone: 100, bytesTotal: 300 },
        { facesDone: 2, facesTotal: 3, bytesDone: 300, bytesTotal: 300 },
        // The remote face's size is known once it is downloaded.
        { facesDone: 3, facesTotal: 3, bytesDone: 350, bytesTotal: 350 },
      ]);
    });

    it('reaches all faces and all bytes when some faces were already on the host', async () => {
      const host = new FakeFontHost();
      host.seed({ name: 'Inter', slug: 'inter', fontFamily: 'Inter' }, [
        { fontFamily: 'Inter', fontWeight: '400', fontStyle: 'normal' },
      ]);
      const events: InstallProgress[] = [];
      await installFamilies(
        [interUpload(['400', 'normal', 100], ['700', 'normal', 200])],
        host,
        (progress) => events.push(progress),
      );

      expect(events.map((event) => event.facesDone)).to.deep.equal([0, 1, 2]);
      expect(events.at(-1)).to.deep.equal({
        facesDone: 2,
        facesTotal: 2,
        bytesDone: 300,
        bytesTotal: 300,
      });
    });
  });
});
