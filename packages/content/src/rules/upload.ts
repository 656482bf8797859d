import { UPLOAD_FOLDER } from './constants';

/** The file picker's `accept` list: images, videos, pdf, doc and docx. */
export const ACCEPTED_UPLOAD_TYPES = 'image/*,video/*,.pdf,.doc,.docx';

const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
const ACCEPTED_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** What the upload rules need to know of a file; a DOM `File` fits. */
export interface UploadCandidate {
  name: string;
  /** The MIME type the browser reports; may be empty. */
  type: string;
}

/**
 * The lower-cased extension of a file name without the dot, or `''` when it has none
 * ("Photo.JPG" -> "jpg", "README" -> "", ".env" -> "").
 */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  // A leading dot marks a hidden file, not an extension.
  if (dot <= 0 || dot === fileName.length - 1) return '';
  return fileName.slice(dot + 1).toLowerCase();
}

/**
 * Whether a dropped or picked file is of an accepted type, with the same meaning as the
 * picker's accept list: an image or video MIME type, or a pdf, doc or docx file (by
 * extension or MIME type, since browsers do not always report one for documents).
 */
export function isAcceptedUploadType(file: UploadCandidate): boolean {
  const mime = file.type.toLowerCase();
  if (mime.startsWith('image/') || mime.startsWith('video/')) return true;
  if ((ACCEPTED_DOCUMENT_MIME_TYPES as readonly string[]).includes(mime)) return true;
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
}

export interface UploadPathOptions {
  /** Milliseconds since the epoch; defaults to `Date.now`. */
  now?: () => number;
  /** A short random string of letters and digits; defaults to a crypto-random one. */
  random?: () => string;
}

function defaultRandom(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/**
 * The storage object name of an upload: `uploads/{timestamp}-{random}.{ext}`, with the
 * extension taken from the original file name, lower-cased. Characters other than
 * letters and digits are dropped from the extension, and a file with no extension gets
 * none (`uploads/{timestamp}-{random}`), so a person's file name can never shape the path.
 */
export function createUploadPath(fileName: string, options: UploadPathOptions = {}): string {
  const now = options.now ?? Date.now;
  const random = options.random ?? defaultRandom;
  const ext = fileExtension(fileName).replace(/[^a-z0-9]/g, '');
  const base = `${UPLOAD_FOLDER}/${now()}-${random()}`;
  return ext ? `${base}.${ext}` : base;
}
