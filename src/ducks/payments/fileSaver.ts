/** Hands a downloaded file to the browser; tests replace it, like the other browser effects. */
export const fileSaver = {
  save(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // The browser has started the download once click() returns; the object URL can go.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
