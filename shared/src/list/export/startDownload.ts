/** Hands a download address to the browser (the file comes as an attachment: the page stays). */
export function startDownload(url: string): void {
  window.location.assign(url);
}
