/**
 * Test fixtures made at test time: pictures, a recording and a video with subtitles written by
 * ffmpeg (when installed), EXIF fields written into a JPEG by hand, a PDF and text files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { minimalPdf } from '../../testing/stand-ins/pages.js';

export function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-nostdin', ...args], { stdio: 'ignore' });
}

/** A TIFF (little-endian) IFD0 of ASCII fields, as the payload of a JPEG APP1 Exif segment. */
function exifSegment(fields: Array<[number, string]>): Buffer {
  const sorted = [...fields].sort((a, b) => a[0] - b[0]);
  const ifdSize = 2 + sorted.length * 12 + 4;
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const ifd = Buffer.alloc(ifdSize);
  const data: Buffer[] = [];
  let offset = 8 + ifdSize;
  ifd.writeUInt16LE(sorted.length, 0);
  sorted.forEach(([tag, text], i) => {
    const bytes = Buffer.from(`${text}\u0000`, 'latin1');
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(2, at + 2); // ASCII
    ifd.writeUInt32LE(bytes.length, at + 4);
    ifd.writeUInt32LE(offset, at + 8);
    data.push(bytes);
    offset += bytes.length;
  });
  const tiff = Buffer.concat([header, ifd, ...data]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(2 + 6 + tiff.length);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, Buffer.from('Exif\u0000\u0000', 'latin1'), tiff]);
}

/** A JPEG with EXIF ImageDescription, Make, Model and Artist inserted right after its SOI marker. */
export function withExif(jpeg: Buffer, fields: { description: string; make: string; model: string; artist: string }): Buffer {
  const segment = exifSegment([[0x010e, fields.description], [0x010f, fields.make], [0x0110, fields.model], [0x013b, fields.artist]]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

export const OTTER_PHOTO = { description: 'Otter sleeping on a log', make: 'Otterix', model: 'RiverCam 3', artist: 'Jane Doe' };
export const SUBTITLE_LINE = 'The otter dives for fish near the weir';

/** Writes the media fixtures into `dir` (ffmpeg must be installed). */
export function writeMediaFixtures(dir: string): void {
  const jpeg = path.join(dir, 'raw.jpg');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=1', '-frames:v', '1', jpeg]);
  fs.writeFileSync(path.join(dir, 'otter.jpg'), withExif(fs.readFileSync(jpeg), OTTER_PHOTO));
  fs.rmSync(jpeg);
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=32x24:rate=1', '-frames:v', '1', path.join(dir, 'chart.png')]);
  ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-metadata', 'title=Morning birdsong', '-metadata', 'artist=Field Recorder', path.join(dir, 'birds.wav')]);
  const srt = path.join(dir, 'subs.srt.tmp');
  fs.writeFileSync(srt, `1\n00:00:00,000 --> 00:00:00,900\n${SUBTITLE_LINE}\n`);
  ffmpeg([
    '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=1', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=1', '-f', 'srt', '-i', srt,
    '-map', '0:v', '-map', '1:a', '-map', '2:s', '-c:v', 'mpeg4', '-c:a', 'aac', '-c:s', 'mov_text', '-metadata', 'title=River documentary',
    '-metadata:s:s:0', 'language=eng', '-shortest', path.join(dir, 'river.mp4'),
  ]);
  fs.rmSync(srt);
}

export function writeDocumentFixtures(dir: string): void {
  fs.writeFileSync(path.join(dir, 'census.pdf'), minimalPdf(['Quarterly otter census', 'Counted 42 otters along the river.'], { title: 'Otter Census', author: 'Ada Lovelace', created: 'D:20240102030405Z' }));
  fs.writeFileSync(path.join(dir, 'trip.md'), '# Trip notes\n\nWe saw beavers building a dam upstream.\n');
}
