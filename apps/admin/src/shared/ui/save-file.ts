/** Hands a file to the browser's downloads, under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The click has queued the download; the object URL is no longer needed once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
