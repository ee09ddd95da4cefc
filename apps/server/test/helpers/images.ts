import sharp from 'sharp';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.8 } } });

/** Real images built on the fly, so uploads go through the server's actual decoding. */
export const pngImage = (width = 64, height = 48) => canvas(width, height).png().toBuffer();
export const jpegImage = (width = 64, height = 48) => canvas(width, height).jpeg().toBuffer();
export const gifImage = (width = 16, height = 16) => canvas(width, height).gif().toBuffer();
/** Text pretending to be an image. */
export const fakeImage = () => Buffer.from('esto no es una imagen, solo texto con extensión .png');

/** A real PNG cut in half: its header is sound, its pixels end early. */
export const truncatedPng = async () => {
  const png = await canvas(300, 200).png({ compressionLevel: 0 }).toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
};
/** A real PNG whose image data no longer matches its checksum. */
export const badCrcPng = async () => {
  const png = Buffer.from(await canvas(300, 200).png({ compressionLevel: 0 }).toBuffer());
  // The last 12 bytes are the IEND chunk; the 4 before them are the image data's CRC.
  png[png.length - 13]! ^= 0xff;
  return png;
};
/** A small file declaring a huge picture (one colour compresses to almost nothing). */
export const hugePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
