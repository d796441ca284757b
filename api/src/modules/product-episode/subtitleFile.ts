// What an uploaded subtitle is, by its bytes: UTF-8 text that the W3C's WebVTT parser
// (webvtt-parser, the validator's own) reads without an error, but for what WebVTT allows and
// it does not implement (REGION blocks, header lines under WEBVTT), then the rules a parser does
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
export function checkSubtitle(
  text: string,
  durationSeconds: number,
): { problems: FieldProblem[]; facts: SubtitleFacts } {
  const lines = text.split(/\r\n|\r|\n/);
  // the cue of each line: counting timing lines, a block (the lines between blank ones) holding one is a cue, its
  // identifier included; any other block (a note, a style, an identifier alone) is in none. A note or a style
  // block holding "-->" is the parser's error.
  const cueOfLine = lines.map(() => 0);
  let cues = 0;
  for (let start = 0; start < lines.length; start += 1) {
    if (lines[start] === '') continue;
    let end = start;
    while (end + 1 < lines.length && lines[end + 1] !== '') end += 1;
    const timed = lines.slice(start, end + 1).some((line) => line.includes(TIMING));
    let timing = false;
    for (let index = start; index <= end; index += 1) {
      if (lines[index].includes(TIMING)) [cues, timing] = [cues + 1, true];
      cueOfLine[index] = !timed ? 0 : timing ? cues : cues + 1;
    }
    start = end;
  }
  const where = ([first, last]: [number, number]) => {
    const cue = cueOfLine[Math.min(first, lines.length) - 1] ?? 0;
    const span = first === last ? `${first}` : `${first}–${last}`;
    return { span, cue, said: `${first === last ? 'line' : 'lines'} ${span}${cue ? ` (cue ${cue})` : ''}` };
  };
  // `why` says it for the browser (with where: its lines and cue, 0 for none); none for the parser's own words
  const problem = (
    line: number | [number, number],
    { message, why, ...more }: { message: string; why?: string; [param: string]: string | undefined },
  ): FieldProblem => {
    const { span, cue, said } = where(typeof line === 'number' ? [line, line] : line);
    return {
      field: 'subtitle',
      message: `${said}: ${message}`,
      ...(why && { rule: 'subtitle' as const, params: { why, lines: span, cue, ...more } }),
    };
  };

  const readable = asTheParserReads(lines);
  const parsed = new WebVTTParser().parse(readable.lines.join('\n'), 'subtitles');
  const problems = [
    ...readable.misplacedRegions.map((line) => ({
      line,
      said: {
        message: 'a REGION block is read only before the first cue: move it up, under the WEBVTT line',
        why: 'region',
      },
    })),
    ...parsed.errors.map((error) => ({ line: error.line, said: parserMessage(error.message) })),
  ]
    .sort((a, b) => a.line - b.line)
    .map((found) => problem(reportedLines(readable.lines, found.line), found.said));
  if (!problems.length) {
    if (parsed.cues.length === 0)
      problems.push({
        field: 'subtitle',
        message: 'has no cues: a subtitle file times at least one line of text',
        rule: 'subtitle',
        params: { why: 'noCues' },
      });
    // the parser sorts the cues it answers: the end of each is read again in the file's order, with its line
    const latest = durationSeconds + END_TOLERANCE_SECONDS;
    readable.lines.forEach((line, index) => {
      if (!line.includes(TIMING)) return;
      const cue = { startTime: 0, endTime: 0 } as Parameters<WebVTTCueTimingsAndSettingsParser['parse']>[0];
      new WebVTTCueTimingsAndSettingsParser(line, () => undefined).parse(cue, 0);
      if (cue.endTime > latest) {
        problems.push(
          problem(index + 1, {
            message: `ends at ${vttTime(cue.endTime)}, after the episode's video (${vttTime(durationSeconds)})`,
            why: 'afterVideo',
            end: vttTime(cue.endTime),
            video: vttTime(durationSeconds),
          }),
        );
      }
    });
  }
  return { problems: problems.slice(0, PROBLEMS_MAX), facts: { cueCount: parsed.cues.length } };
}

const SIGNATURE = /^\ufeff?WEBVTT($|[ \t])/;
const REGION = /^REGION($|[ \t])/;
/** A cue's region setting (`region:fred`), after its timings. */
const REGION_SETTING = /(?<=[ \t\f])region:[^ \t\f]+/g;

/**
 * The file's lines as the parser is given them, line for line and column for column (its errors
 * say where they are in the file): what WebVTT allows and the parser does not implement is
 * blanked. Header lines under the WEBVTT line, before the first blank one, none holding "-->"
 * (older files, YouTube's: `Kind: captions`, `Language: en`); REGION blocks, which are read only
 * before the first cue (one after it is answered, as `misplacedRegions`, by its line); and the
 * cues' `region:` settings, which name them.
 */
function asTheParserReads(lines: string[]): { lines: string[]; misplacedRegions: number[] } {
  const readable = [...lines];
  const misplacedRegions: number[] = [];
  if (SIGNATURE.test(lines[0] ?? '')) {
    let end = 1;
    while (end < lines.length && lines[end] !== '') end += 1;
    if (!lines.slice(1, end).some((line) => line.includes(TIMING))) readable.fill('', 1, end);
  }
  let cueSeen = false;
  for (let start = 1; start < readable.length; start += 1) {
    if (readable[start] === '') continue;
    let end = start;
    while (end + 1 < readable.length && readable[end + 1] !== '') end += 1;
    const block = readable.slice(start, end + 1);
    if (block.some((line) => line.includes(TIMING))) {
      cueSeen = true;
    } else if (REGION.test(block[0])) {
      if (cueSeen) misplacedRegions.push(start + 1);
      readable.fill('', start, end + 1);
    }
    start = end;
  }
  return {
    lines: readable.map((line) => {
      const timing = line.indexOf(TIMING);
      return timing < 0
        ? line
        : line.slice(0, timing) + line.slice(timing).replace(REGION_SETTING, (setting) => ' '.repeat(setting.length));
    }),
    misplacedRegions,
  };
}

/**
 * The lines an error of the parser is on (first and last). It reports an error inside a cue's
 * text (a bare `&`, an unclosed `<b>`, a stray `<`) on the line after the text, blank or past the
 * end of the file: that names the cue's text lines. A cue identifier standing alone is reported
 * on the blank line after it: that names the identifier.
 */
function reportedLines(lines: string[], reported: number): [number, number] {
  const after = reported - 1;
  if (after < lines.length && lines[after] !== '') return [reported, reported];
  const last = Math.min(after, lines.length) - 1;
  if (last < 0 || lines[last] === '') return [reported, reported];
  let first = last;
  while (first > 0 && lines[first - 1] !== '') first -= 1;
  // the text is what follows the block's last timing line
  let timing = -1;
  for (let index = first; index <= last; index += 1) if (lines[index].includes(TIMING)) timing = index;
  return timing < 0 || timing === last ? [last + 1, last + 1] : [timing + 2, last + 1];
}

/** The parser's words where the api's are plainer (the rules a refusal names most often, with why), else its own. */
function parserMessage(message: string): { message: string; why?: string } {
  if (message.startsWith('No valid signature'))
    return { message: 'the file must start with the line WEBVTT (the header of a WebVTT file)', why: 'signature' };
  if (message === 'End timestamp is not greater than start timestamp.')
    return { message: 'the cue ends before it starts, or when it starts', why: 'endBeforeStart' };
  if (message === 'Start timestamp is not greater than or equal to start timestamp of previous cue.')
    return { message: 'the cue starts before the cue above it: cues are in the order they show', why: 'order' };
  return { message: `not WebVTT: ${message}` };
}
