// An episode's number from its video's file name, as editors name a season's files:
// "EP012.mp4", "e12.mov", "S01E12 final.mp4", "Episode 12.mp4", "第12集.mp4", or else the
// last number in the name ("love-ceo_12.mp4"). null when the name holds none: the operator types it.

const NAMED = [
  /s\d{1,3}[\s._-]*e[\s._-]*(\d{1,4})/i,
  /(?:episode|ep|e)[\s._-]*(\d{1,4})(?!\d)/i,
  /第\s*(\d{1,4})\s*[集话話]/,
];

export function episodeNumberOf(fileName: string): number | null {
  const name = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  for (const pattern of NAMED) {
    const match = pattern.exec(name);
    if (match) return valid(Number(match[1]));
  }
  const numbers = name.match(/\d{1,4}/g);
  return numbers ? valid(Number(numbers.at(-1))) : null;
}

const valid = (episodeNo: number) => (episodeNo >= 1 && episodeNo <= 1000 ? episodeNo : null);
