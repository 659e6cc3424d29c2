import { findTool, runTool } from '../../../platform/tools.js';

export interface Probe {
  durationSeconds: number | null;
  /** The first real picture stream (cover art of an audio file does not count). */
  video: { codec: string; pixelFormat: string; width: number; height: number } | null;
  audio: { codec: string } | null;
  formatName: string;
}

interface ProbeJson {
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
  format?: { format_name?: string; duration?: string };
}

const PROBE_TIMEOUT_MS = 60_000;
const POSTER_TIMEOUT_MS = 120_000;
/** Renditions: ten minutes plus four times the video's length, at most six hours. */
const renditionTimeoutMs = (durationSeconds: number | null) =>
  Math.min(6 * 3_600_000, 600_000 + 4_000 * (durationSeconds ?? 3_600));
/** The web rendition's width limit; the height follows (even, as H.264 wants). */
export const RENDITION_MAX_WIDTH = 1280;

/** Both ffmpeg and ffprobe are installed. */
export async function hasVideoTools(): Promise<boolean> {
  const [ffmpeg, ffprobe] = await Promise.all([findTool('ffmpeg'), findTool('ffprobe')]);
  return ffmpeg !== null && ffprobe !== null;
}

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Streams and duration of a media file (ffprobe). Throws a ToolError when it is not readable media. */
export async function probe(file: string): Promise<Probe> {
  const out = await runTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { timeoutMs: PROBE_TIMEOUT_MS },
  );
  const json = JSON.parse(out) as ProbeJson;
  const streams = json.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const durations = [json.format?.duration, ...streams.map((s) => s.duration)].map(positive);
  const durationSeconds = durations.find((d) => d !== null) ?? null;
  let size = video ? { width: video.width!, height: video.height! } : null;
  const rotation = Number(
    video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video?.tags?.rotate,
  );
  // A phone video filmed upright is stored sideways with a rotation: show it as it plays.
  if (size && Math.abs(rotation) % 180 === 90) size = { width: size.height, height: size.width };
  return {
    durationSeconds,
    video: video && size ? { codec: video.codec_name ?? '', pixelFormat: video.pix_fmt ?? '', ...size } : null,
    audio: audio ? { codec: audio.codec_name ?? '' } : null,
    formatName: json.format?.format_name ?? '',
  };
}

/**
 * Whether browsers play the original as it is: MP4 (.mp4, .m4v, .m4a, by their bytes) with H.264 and
 * AAC, or WebM with VP8/VP9/AV1 and Opus/Vorbis. Anything else gets a rendition.
 */
export function isWebPlayable(container: 'mp4' | 'webm' | 'other', media: Probe): boolean {
  // Browsers decode 8-bit 4:2:0 H.264 only (no 10-bit or 4:4:4 profiles).
  const video = media.video
    ? media.video.codec === 'h264' && !/^yuvj?420p$/.test(media.video.pixelFormat)
      ? 'h264-other'
      : media.video.codec
    : null;
  const audio = media.audio?.codec ?? null;
  if (container === 'mp4') {
    return (video === null || video === 'h264') && (audio === null || audio === 'aac') && (video ?? audio) !== null;
  }
  if (container === 'webm') {
    return (
      (video === null || ['vp8', 'vp9', 'av1'].includes(video)) &&
      (audio === null || ['opus', 'vorbis'].includes(audio)) &&
      (video ?? audio) !== null
    );
  }
  return false;
}

/** One frame as PNG, at 1 s or a tenth of the length when shorter. */
export async function extractPoster(file: string, out: string, media: Probe): Promise<void> {
  const at = media.durationSeconds ? Math.min(1, media.durationSeconds / 10) : 0;
  await runTool(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-ss',
      at.toFixed(3),
      '-i',
      file,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      out,
    ],
    { timeoutMs: POSTER_TIMEOUT_MS },
  );
}

/** A web-playable MP4: H.264 (at most 1280 wide) and AAC, the index first so playback starts at once. */
export async function makeRendition(file: string, out: string, media: Probe): Promise<void> {
  const video = media.video
    ? [
        '-map',
        '0:v:0',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-vf',
        `scale='min(${RENDITION_MAX_WIDTH},trunc(iw/2)*2)':-2`,
      ]
    : ['-vn'];
  const audio = media.audio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : ['-an'];
  await runTool(
    'ffmpeg',
    ['-v', 'error', '-y', '-i', file, ...video, ...audio, '-movflags', '+faststart', '-f', 'mp4', out],
    { timeoutMs: renditionTimeoutMs(media.durationSeconds) },
  );
}
