// What an uploaded subtitle is, by its bytes: UTF-8 text that the W3C's WebVTT parser
// (webvtt-parser, the validator's own) reads without an error, then the rules a parser does
// not know: at least one cue, and no cue ending after the episode's video does. Each
// problem says its line and, inside a cue, which cue (1 first), as a player would count them.
import { WebVTTCueTimingsAndSettingsParser, WebVTTParser } from 'webvtt-parser';
import type { FieldProblem } from '../../platform/errors';

/** How far a cue may run past the episode's duration, which is whole seconds rounded (half up) from the video's. */
export const END_TOLERANCE_SECONDS = 1;
/** The problems answered at most: past a few, the file is better fixed in a subtitle editor than read here. */
const PROBLEMS_MAX = 10;

export interface SubtitleFacts {
  cueCount: number;
}

/** The bytes as text, or null when they are not UTF-8 text (another encoding, a binary file: a NUL byte). */
export function subtitleText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    // the byte order mark is kept: WebVTT allows one, and the file is stored as it came
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** `1:02:03.450` → `01:02:03.450`, as WebVTT writes times. */
export function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
}

const TIMING = '-->';

/**
 * The file's problems (empty when it is taken) and its facts. `durationSeconds` is the
 * episode's: no cue may end later than it plus END_TOLERANCE_SECONDS.
 */
export function checkSubtitle(text: string, durationSeconds: number): { problems: FieldProblem[]; facts: SubtitleFacts } {
  const lines = text.split(/\r\n|\r|\n/);
  // the cue of each line: the count of timing lines up to it (a note or a style block holding "-->" is the parser's error)
  const cueOfLine: number[] = [];
  let cues = 0;
  for (const line of lines) {
    if (line.includes(TIMING)) cues += 1;
    cueOfLine.push(cues);
  }
  const where = (line: number) => {
    const cue = cueOfLine[Math.min(line, lines.length) - 1] ?? 0;
    return cue ? `line ${line} (cue ${cue})` : `line ${line}`;
  };
  const problem = (line: number, message: string): FieldProblem => ({ field: 'subtitle', message: `${where(line)}: ${message}` });

  const parsed = new WebVTTParser().parse(text, 'subtitles');
  const problems = parsed.errors.map((error) => problem(error.line, parserMessage(error.message)));
  if (!problems.length) {
    if (parsed.cues.length === 0) problems.push({ field: 'subtitle', message: 'has no cues: a subtitle file times at least one line of text' });
    // the parser sorts the cues it answers: the end of each is read again in the file's order, with its line
    const latest = durationSeconds + END_TOLERANCE_SECONDS;
    lines.forEach((line, index) => {
      if (!line.includes(TIMING)) return;
      const cue = { startTime: 0, endTime: 0 } as Parameters<WebVTTCueTimingsAndSettingsParser['parse']>[0];
      new WebVTTCueTimingsAndSettingsParser(line, () => undefined).parse(cue, 0);
      if (cue.endTime > latest) {
        problems.push(problem(index + 1, `ends at ${vttTime(cue.endTime)}, after the episode's video (${vttTime(durationSeconds)})`));
      }
    });
  }
  return { problems: problems.slice(0, PROBLEMS_MAX), facts: { cueCount: parsed.cues.length } };
}

/** The parser's words where the api's are plainer (the rules a refusal names most often), else its own. */
function parserMessage(message: string): string {
  if (message.startsWith('No valid signature')) return 'the file must start with the line WEBVTT (the header of a WebVTT file)';
  if (message === 'End timestamp is not greater than start timestamp.') return 'the cue ends before it starts, or when it starts';
  if (message === 'Start timestamp is not greater than or equal to start timestamp of previous cue.') return 'the cue starts before the cue above it: cues are in the order they show';
  return `not WebVTT: ${message}`;
}
