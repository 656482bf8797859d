/** multipart/form-data helpers for storage uploads (the streaming parser is in receive.ts). */

export function boundaryOf(contentType: string): string | undefined {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}
