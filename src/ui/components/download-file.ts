/** Saves text or bytes as a file through a temporary link (no server round trip). */
export function downloadText(
  fileName: string,
  text: string | ArrayBuffer | Uint8Array<ArrayBuffer>,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
