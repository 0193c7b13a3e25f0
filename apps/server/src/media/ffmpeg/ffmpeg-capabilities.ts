import { captureProcess } from './ffmpeg-runner.ts';
import type { FfmpegRequirements } from './ffmpeg-requirements.ts';

/** What one ffmpeg build offers, as far as our requirements ask. */
export interface FfmpegCapabilities {
  /** First line of `ffmpeg -version`, e.g. "ffmpeg version 7.1.1-1+b1". */
  version: string;
  filters: ReadonlySet<string>;
  /** Option names of the filters whose options we use. */
  filterOptions: ReadonlyMap<string, ReadonlySet<string>>;
  encoders: ReadonlySet<string>;
  decoders: ReadonlySet<string>;
  muxers: ReadonlySet<string>;
  demuxers: ReadonlySet<string>;
}

const LIST_TIMEOUT_MS = 20_000;

/** Names from `ffmpeg -filters`: lines like " T.C volume            A->A       Change input volume." */
export function parseFilterList(output: string): Set<string> {
  const names = new Set<string>();
  for (const line of output.split('\n')) {
    const match = /^ [T.][S.][C.] (\S+)\s+\S*->\S*\s/.exec(line);
    if (match?.[1]) names.add(match[1]);
  }
  return names;
}

/** Names from `ffmpeg -encoders`/`-decoders`: lines like " VFS..D h264   H.264 / AVC ...". */
export function parseCodecList(output: string): Set<string> {
  const names = new Set<string>();
  for (const line of output.split('\n')) {
    const match = /^ [VAS][F.][S.][X.][B.][D.] ([\w-]+)\s/.exec(line);
    if (match?.[1]) names.add(match[1]);
  }
  return names;
}

/**
 * Names from `ffmpeg -muxers`/`-demuxers`: lines like " D  mov,mp4,m4a  QuickTime / MOV", or with the device
 * column of newer builds " D d lavfi  Libavfilter virtual input device". A comma-separated entry gives each name.
 */
export function parseFormatList(output: string): Set<string> {
  const names = new Set<string>();
  for (const line of output.split('\n')) {
    const match = /^ [D ][E ][d ]? ?(\S+)\s/.exec(line);
    if (!match?.[1] || match[1] === '--') continue;
    for (const name of match[1].split(',')) if (name) names.add(name);
  }
  return names;
}

/**
 * Option names per option class from `ffmpeg -h full` (or `-h filter=NAME`): a class starts at "amix AVOptions:",
 * its options are lines like "  stop_mode   <int>  ..FV..... set ..." (indented by three spaces since ffmpeg 5).
 * Lines of named values ("     longest   0   ..F.A...") have no <type> and are skipped.
 */
export function parseOptionClasses(output: string): Map<string, Set<string>> {
  const classes = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of output.split('\n')) {
    const heading = /^(\S+) AVOptions:$/.exec(line);
    if (heading?.[1]) {
      current = classes.get(heading[1]) ?? new Set<string>();
      classes.set(heading[1], current);
      continue;
    }
    const option = /^ {2,3}(\w+)\s+<\w+>/.exec(line);
    if (option?.[1]) current?.add(option[1]);
  }
  return classes;
}

/** The options of one filter: its class is named after it, or shared and named like "scale(2ref)". */
function optionsOfFilter(classes: ReadonlyMap<string, Set<string>>, filter: string): Set<string> | undefined {
  const shared = [...classes.keys()].find((name) => name.startsWith(`${filter}(`));
  return classes.get(filter) ?? (shared ? classes.get(shared) : undefined);
}

/** Every requirement the capabilities do not meet, as readable items ("filter amix option normalize"). */
export function missingCapabilities(capabilities: FfmpegCapabilities, requirements: FfmpegRequirements): string[] {
  const missing: string[] = [];
  for (const [filter, options] of Object.entries(requirements.filters)) {
    if (!capabilities.filters.has(filter)) {
      missing.push(`filter ${filter}`);
      continue;
    }
    const known = capabilities.filterOptions.get(filter);
    for (const option of options) if (!known?.has(option)) missing.push(`filter ${filter} option ${option}`);
  }
  const lists = [
    ['encoder', requirements.encoders, capabilities.encoders],
    ['decoder', requirements.decoders, capabilities.decoders],
    ['muxer', requirements.muxers, capabilities.muxers],
    ['demuxer', requirements.demuxers, capabilities.demuxers],
  ] as const;
  for (const [kind, wanted, offered] of lists) {
    for (const name of wanted) if (!offered.has(name)) missing.push(`${kind} ${name}`);
  }
  return missing;
}

/**
 * Asks an ffmpeg binary what it offers: seven quick runs in parallel (one more per filter whose options `-h full`
 * does not list under its name). Rejects when the binary cannot be started or is not ffmpeg.
 */
export async function readCapabilities(binary: string, requirements: FfmpegRequirements): Promise<FfmpegCapabilities> {
  const run = async (args: string[]): Promise<string> => {
    const result = await captureProcess(binary, ['-hide_banner', ...args], { timeoutMs: LIST_TIMEOUT_MS });
    return result.stdout;
  };
  const [versionText, filters, encoders, decoders, muxers, demuxers, everyOption] = await Promise.all([
    run(['-version']),
    run(['-filters']),
    run(['-encoders']),
    run(['-decoders']),
    run(['-muxers']),
    run(['-demuxers']),
    run(['-h', 'full']),
  ]);
  const version = versionText.split('\n')[0]?.trim() ?? '';
  if (!version.startsWith('ffmpeg version')) throw new Error(`${binary} is not ffmpeg (no version line)`);
  const classes = parseOptionClasses(everyOption);
  const withOptions = Object.keys(requirements.filters).filter((filter) => requirements.filters[filter]?.length);
  const filterOptions = new Map<string, ReadonlySet<string>>();
  await Promise.all(
    withOptions.map(async (filter) => {
      const listed = optionsOfFilter(classes, filter);
      const own = listed ?? [...parseOptionClasses(await run(['-h', `filter=${filter}`])).values()][0];
      filterOptions.set(filter, own ?? new Set());
    }),
  );
  return {
    version,
    filters: parseFilterList(filters),
    filterOptions,
    encoders: parseCodecList(encoders),
    decoders: parseCodecList(decoders),
    muxers: parseFormatList(muxers),
    demuxers: parseFormatList(demuxers),
  };
}
