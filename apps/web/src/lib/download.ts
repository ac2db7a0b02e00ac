// Saves a blob under a readable name, as a download the browser shows.
export function saveBlob(blob: Blob, name: string, keepFor = 1000): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), keepFor);
}
