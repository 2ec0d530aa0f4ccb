/** Hands a URL to the browser as a file download; replaceable in tests, like the other browser effects. */
export const browserDownload = {
  save(url: string, filename: string): void {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  },
};
