/** The browser's own decoder; throws where there is none (Node) or the image is unreadable. */
export async function readImageSizeInBrowser(
  file: File,
): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') throw new Error('No image decoder available');
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}
