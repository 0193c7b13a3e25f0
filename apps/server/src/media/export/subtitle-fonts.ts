import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The folder of the fonts burned-in subtitles are drawn with (SUBTITLE_FONTS): the DejaVu TrueType files of the
 * `dejavu-fonts-ttf` package (Bitstream Vera licence), so subtitles look the same on a machine without fonts.
 */
export const SUBTITLE_FONTS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
