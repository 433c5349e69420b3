/**
 * Names of the media the emulator serves, shared by the data generator (which puts them in
 * messages) and the media routes (which serve exactly these), so no generated URL is a 404.
 */
export const DEFAULT_MEDIA_BASE_URL = 'http://127.0.0.1:8080/emulator/media';
export const IMAGE_COUNT = 24;
export const VIDEO_FILE = 'clip.webm';
export const AUDIO_FILE = 'voice-note.wav';

export const FILES = [
  { name: 'invoice-2026-10.pdf', mimeType: 'application/pdf' },
  { name: 'price-list.pdf', mimeType: 'application/pdf' },
  { name: 'contract-draft.pdf', mimeType: 'application/pdf' },
  { name: 'meeting-notes.txt', mimeType: 'text/plain' },
  { name: 'contacts.txt', mimeType: 'text/plain' },
] as const;

/** Attack strings the UI must refuse to use as media sources. */
export const JAVASCRIPT_MEDIA_URL = 'javascript:alert(1)';

export function imageUrl(base: string, n: number): string {
  return `${base}/images/${n}.png`;
}

export function videoUrl(base: string): string {
  return `${base}/video/${VIDEO_FILE}`;
}

export function audioUrl(base: string): string {
  return `${base}/audio/${AUDIO_FILE}`;
}

export function fileUrl(base: string, name: string): string {
  return `${base}/files/${name}`;
}
