import { once } from 'node:events';
import { constants, crc32, createDeflate } from 'node:zlib';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A grayscale 8-bit PNG that declares `width` × `height` and carries `rawBytes` of zero scanlines
 * (filter byte and pixels alike), deflated at level 9: about a thousand to one, so a few hundred
 * KB decode to hundreds of MB. With `rawBytes` short of width × height the image is also truncated.
 */
export async function pngBomb(width: number, height: number, rawBytes: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  const data = await deflatedZeros(rawBytes);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `count` zero bytes, deflated as a stream: the test never holds the inflated size. */
async function deflatedZeros(count: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const block = Buffer.alloc(1024 * 1024);
  for (let left = count; left > 0; left -= block.length) {
    if (!deflate.write(left >= block.length ? block : block.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}
