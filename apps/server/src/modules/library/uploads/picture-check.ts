import { MAX_INPUT_PIXELS } from '../media-tools/images.js';
import { endsEarly, FileBytes, NotReadable } from './file-bytes.js';
import { loadSharp } from '../../../platform/images/sharp.js';

/**
 * A picture is accepted when sharp decodes all of it (every frame of a GIF) and nothing follows its
 * data: sharp reads a PNG, JPEG or GIF to its end marker and ignores whatever comes after (a 73-byte
 * PNG followed by 50 MB passed), so where the data ends is found by walking the format's own structure.
 */
export async function checkPicture(file: string, contentType: string): Promise<void> {
  await FileBytes.with(file, async (bytes) => {
    const end = await pictureEnd(bytes, contentType);
    if (end < bytes.size) {
      throw new NotReadable(`The file has ${bytes.size - end} bytes after the end of the picture.`);
    }
  });
  try {
    // stats() runs the whole decode as a stream (no full-size bitmap is kept): a damaged picture fails here.
    await (
      await loadSharp()
    )(file, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: true,
      sequentialRead: true,
    }).stats();
  } catch (err) {
    const reason = err instanceof Error ? (err.message.split('\n')[0] ?? '') : '';
    throw new NotReadable(
      /pixel limit/i.test(reason)
        ? 'The picture has more pixels than we take (100 million).'
        : 'The picture data is damaged or incomplete.',
    );
  }
}

/** Where the picture's own data ends, by its format (the content type its first bytes showed). */
function pictureEnd(bytes: FileBytes, contentType: string): Promise<number> {
  if (contentType === 'image/png') return pngEnd(bytes);
  if (contentType === 'image/jpeg') return jpegEnd(bytes);
  if (contentType === 'image/gif') return gifEnd(bytes);
  throw new NotReadable(`Pictures of type ${contentType} are not taken.`);
}

const PNG_SIGNATURE = 8;

/** A PNG is its signature and chunks (length, type, data, CRC) up to and including IEND. */
export async function pngEnd(bytes: FileBytes): Promise<number> {
  let pos = PNG_SIGNATURE;
  for (;;) {
    if (!(await bytes.has(pos, 8))) throw endsEarly();
    const length = bytes.u32(pos);
    const type = bytes.latin1(pos + 4, 4);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) throw new NotReadable('The PNG data is damaged.');
    const end = pos + 12 + length;
    if (end > bytes.size) throw endsEarly();
    if (type === 'IEND') return end;
    pos = end;
  }
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * A JPEG is markers and their segments from SOI to EOI; after each start of scan (SOS) come entropy-coded
 * bytes, in which 0xFF is followed by 0x00 (a stuffed byte) or a restart marker, until the next marker.
 * Embedded thumbnails (EXIF) sit inside their segment and are skipped with it.
 */
export async function jpegEnd(bytes: FileBytes): Promise<number> {
  let pos = 2;
  for (;;) {
    if (!(await bytes.has(pos, 2))) throw endsEarly();
    if (bytes.u8(pos) !== 0xff) throw new NotReadable('The JPEG data is damaged.');
    const marker = bytes.u8(pos + 1);
    if (marker === 0xff) {
      // Fill bytes before a marker.
      pos += 1;
      continue;
    }
    if (marker === 0xd9) return pos + 2;
    if (isRestart(marker) || marker === 0x01) {
      pos += 2;
      continue;
    }
    if (!(await bytes.has(pos + 2, 2))) throw endsEarly();
    const length = bytes.u16(pos + 2);
    if (length < 2) throw new NotReadable('The JPEG data is damaged.');
    pos += 2 + length;
    if (marker === 0xda) pos = await scanEnd(bytes, pos);
  }
}

/** The position of the marker that ends the entropy-coded data starting at pos. */
async function scanEnd(bytes: FileBytes, from: number): Promise<number> {
  let pos = from;
  for (;;) {
    const ff = await bytes.indexOf(0xff, pos);
    if (ff < 0 || !(await bytes.has(ff, 2))) throw endsEarly();
    const next = bytes.u8(ff + 1);
    if (next === 0x00 || isRestart(next)) pos = ff + 2;
    else if (next === 0xff) pos = ff + 1;
    else return ff;
  }
}

/** The size of a GIF colour table from its packed byte, 0 without one. */
const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/**
 * A GIF is its header, screen descriptor and colour table, then extensions and images (each ending in a
 * chain of sub-blocks closed by an empty one), up to and including the trailer byte 0x3B.
 */
export async function gifEnd(bytes: FileBytes): Promise<number> {
  if (!(await bytes.has(0, 13))) throw endsEarly();
  let pos = 13 + colourTable(bytes.u8(10));
  for (;;) {
    if (!(await bytes.has(pos, 1))) throw endsEarly();
    const block = bytes.u8(pos);
    if (block === 0x3b) return pos + 1;
    if (block === 0x21) {
      pos = await subBlocksEnd(bytes, pos + 2);
    } else if (block === 0x2c) {
      if (!(await bytes.has(pos, 10))) throw endsEarly();
      // The descriptor, its local colour table, the LZW code size, then the data.
      pos = await subBlocksEnd(bytes, pos + 10 + colourTable(bytes.u8(pos + 9)) + 1);
    } else {
      throw new NotReadable('The GIF data is damaged.');
    }
  }
}

async function subBlocksEnd(bytes: FileBytes, from: number): Promise<number> {
  let pos = from;
  for (;;) {
    if (!(await bytes.has(pos, 1))) throw endsEarly();
    const size = bytes.u8(pos);
    pos += 1 + size;
    if (size === 0) return pos;
  }
}
