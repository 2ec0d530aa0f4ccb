import { ApiError } from './errors';

/**
 * Files chosen for upload, held outside the store: an action carries the file's id (serialisable), and the call
 * that uploads it takes the file from here.
 */
const held = new Map<string, File>();
let counter = 0;

export const FILE_GONE = 'The chosen file is no longer available. Choose it again.';

export function holdFile(file: File): string {
  counter += 1;
  const id = `file-${counter}`;
  held.set(id, file);
  return id;
}

export function heldFile(id: string): File {
  const file = held.get(id);
  if (!file) throw new ApiError(0, FILE_GONE);
  return file;
}

export function releaseFile(id: string): void {
  held.delete(id);
}

/** Sends a held file once: the file is released whether the upload succeeds or not (a retry chooses it again). */
export async function uploadingHeldFile<T>(id: string, upload: (file: File) => Promise<T>): Promise<T> {
  try {
    return await upload(heldFile(id));
  } finally {
    releaseFile(id);
  }
}
