// The font library's entities (spec 3), as the global styles settings and the host's font
// routes carry them.

/** A face of a family: `fontWeight` is one weight ('400') or a variable range ('200 900'). */
export interface FontFace {
  fontFamily: string;
  fontStyle?: string;
  fontWeight?: string | number;
  /** One URL or several; `file:./` sources belong to the theme's files. */
  src?: string | string[];
  /** A picture of the face's name in the face (collections give one). */
  preview?: string;
  /** The file picked for upload (never saved). */
  file?: File;
  [key: string]: unknown;
}

/** A family as theme.json and the global styles settings hold it. */
export interface FontFamily {
  /** The host's font-family post id (installed custom fonts only). */
  id?: number;
  name: string;
  slug: string;
  /** The CSS font-family value. */
  fontFamily: string;
  preview?: string;
  /** theme: from the theme's theme.json; custom: installed through the library. */
  source?: 'theme' | 'custom';
  category?: string;
  fontFace?: FontFace[];
  [key: string]: unknown;
}

/** `settings.typography.fontFamilies` of a global styles record. */
export interface FontFamiliesSettings {
  theme?: FontFamily[];
  custom?: FontFamily[];
  [origin: string]: FontFamily[] | undefined;
}

/** A font-family record of the host (`/wp/v2/font-families`). */
export interface FontFamilyRecord {
  id: number;
  font_family_settings: Omit<FontFamily, 'fontFace' | 'id'>;
  _embedded?: { font_faces?: FontFaceRecord[] };
}

/** A font-face record of the host (`/wp/v2/font-families/{id}/font-faces`). */
export interface FontFaceRecord {
  id: number;
  parent?: number;
  font_face_settings: FontFace;
}

export interface FontCollectionSummary {
  slug: string;
  name: string;
  description?: string;
}

export interface FontCollectionCategory {
  slug: string;
  name: string;
}

export interface FontCollection extends FontCollectionSummary {
  categories: FontCollectionCategory[];
  font_families: Array<{ font_family_settings: FontFamily; categories?: string[] }>;
}
