/**
 * What downloadJson hands the person, kept where a test can read it: jsdom has no object URLs and
 * follows no download link, so the Blob behind each one is recorded when its link is clicked.
 * Call in beforeEach; jest.restoreAllMocks() puts the link's click back.
 */
export interface CapturedDownload {
  name: string;
  blob: Blob;
}

export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return downloads;
}
