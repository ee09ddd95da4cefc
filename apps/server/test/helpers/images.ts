import sharp from 'sharp';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.8 } } });

/** Real images built on the fly, so uploads go through the server's actual decoding. */
export const pngImage = (width = 64, height = 48) => canvas(width, height).png().toBuffer();
export const jpegImage = (width = 64, height = 48) => canvas(width, height).jpeg().toBuffer();
export const gifImage = (width = 16, height = 16) => canvas(width, height).gif().toBuffer();
/** Text pretending to be an image. */
export const fakeImage = () => Buffer.from('esto no es una imagen, solo texto con extensión .png');
