/** Hands a fetched file to the browser as a download (an object URL on a temporary link). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the URL is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
