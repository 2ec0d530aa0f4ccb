import type { CallContext } from '../../api/client';

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

/** What an export leaves in the store: the file went to the browser, so actions stay serialisable. */
export interface ExportedFile {
  filename: string;
  rows: number;
}

/** An export call whose file is handed to the browser as soon as it arrives. */
export const savedExport =
  <Req>(call: (req: Req, ctx?: CallContext) => Promise<{ blob: Blob; filename: string; rows: number }>) =>
  async (req: Req, ctx?: CallContext): Promise<ExportedFile> => {
    const { blob, filename, rows } = await call(req, ctx);
    fileSaver.save(blob, filename);
    return { filename, rows };
  };
