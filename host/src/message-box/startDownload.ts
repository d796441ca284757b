/** Hands an export's download address to the browser (an attachment: the page stays). */
export function startDownload(url: string): void {
  window.location.assign(url);
}
