/**
 * Photos on public pages go through Netlify Image CDN (docs/decisions/photos.md): the page asks
 * `/.netlify/images` for an uploaded file (`/api/files/{id}`) resized to its slot and in a modern
 * format, so neither the build nor an edit does any image work and a phone never downloads the
 * 2 MB original. Pure: the URLs and the `srcset`s of a slot, nothing else.
 */

export const IMAGE_CDN_PATH = "/.netlify/images";

export type ImageFormat = "avif" | "webp" | "jpg";

/**
 * Quality per format, chosen so a photo in a 128-256 px slot at 2x density stays well under 30 KB
 * (`npm run bench`, photos) while faces and text on covers stay sharp: AVIF and WebP reach the
 * look of JPEG at 75 with lower numbers.
 */
export const QUALITY: Record<ImageFormat, number> = { avif: 50, webp: 60, jpg: 65 };

/** The formats offered, best first; the last is the `<img>` fallback every browser shows. */
export const FORMATS: readonly ImageFormat[] = ["avif", "webp", "jpg"];

const MIME: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** Our own uploaded files only: a pasted link to another site is shown as it is. */
const UPLOADED = /^\/api\/files\/[a-f0-9]{24}$/;

export const isUploadedPhoto = (src: string): boolean => UPLOADED.test(src);

/**
 * How a picture takes its box: "cover" crops it to fill the box, centred (a photo, a cover);
 * "contain" shrinks it whole inside the box, keeping its shape (a logo, which must not be cut).
 */
export type ImageFit = "cover" | "contain";

export interface Transform {
  /** Width and height in image pixels; the photo is cropped to fill them (fit=cover, centred) unless `fit` says. */
  width: number;
  height: number;
  format: ImageFormat;
  /** "cover" unless said. */
  fit?: ImageFit;
}

/** The Image CDN address of `src` resized to `width` x `height` (cropped unless `fit` is "contain") in `format`. */
export function imageCdnUrl(src: string, { width, height, format, fit = "cover" }: Transform): string {
  const query = [
    // Our file paths hold only "/", letters and digits: nothing to encode (Netlify reads it as given).
    `url=${isUploadedPhoto(src) ? src : encodeURIComponent(src)}`,
    `w=${Math.round(width)}`,
    `h=${Math.round(height)}`,
    `fit=${fit}`,
    `fm=${format}`,
    `q=${QUALITY[format]}`,
  ];
  return `${IMAGE_CDN_PATH}?${query.join("&")}`;
}

export interface PhotoSlot {
  /** The slot's width and height in CSS pixels (the `<img>` width and height: no layout shift). */
  width: number;
  height: number;
  /**
   * For a slot whose width follows the page: the CSS widths it can take (the `srcset` offers each
   * at 1x and 2x) and the `sizes` that says which one applies. Without them the slot is fixed and
   * the `srcset` offers it at 1x and 2x density.
   */
  fluid?: { widths: readonly number[]; sizes: string };
  /**
   * "contain": the whole picture inside the slot, its shape kept (the `<img>` then wants
   * `object-fit: contain`); "cover" (the default) crops it to the slot.
   */
  fit?: ImageFit;
}

export interface PictureSource {
  type: string;
  srcset: string;
  sizes?: string;
}

export interface ResponsivePhoto {
  /** `<source>`s, best format first. */
  sources: PictureSource[];
  /** The `<img>` fallback (JPEG): its `src` is the slot at 1x. */
  img: { src: string; srcset: string; sizes?: string; width: number; height: number };
}

/** Image widths a fluid slot needs: each CSS width at 1x and 2x, without repeats, smallest first. */
export function candidateWidths(widths: readonly number[]): number[] {
  return [...new Set(widths.flatMap((width) => [Math.round(width), Math.round(width * 2)]))].sort((a, b) => a - b);
}

function srcsetOf(src: string, slot: PhotoSlot, format: ImageFormat): string {
  const ratio = slot.height / slot.width;
  const fit = slot.fit ?? "cover";
  if (slot.fluid) {
    return candidateWidths(slot.fluid.widths)
      .map((width) => `${imageCdnUrl(src, { width, height: width * ratio, format, fit })} ${width}w`)
      .join(", ");
  }
  return [1, 2]
    .map(
      (density) =>
        `${imageCdnUrl(src, { width: slot.width * density, height: slot.height * density, format, fit })} ${density}x`,
    )
    .join(", ");
}

/**
 * The `<picture>` of an uploaded photo in `slot`: AVIF and WebP sources and a JPEG `<img>`, each
 * at 1x and 2x of the slot; undefined for a source that is not one of our uploads.
 */
export function responsivePhoto(src: string, slot: PhotoSlot): ResponsivePhoto | undefined {
  if (!isUploadedPhoto(src)) return undefined;
  const sizes = slot.fluid ? { sizes: slot.fluid.sizes } : {};
  const [fallback] = FORMATS.slice(-1) as [ImageFormat];
  return {
    sources: FORMATS.slice(0, -1).map((format) => ({
      type: MIME[format],
      srcset: srcsetOf(src, slot, format),
      ...sizes,
    })),
    img: {
      src: imageCdnUrl(src, { width: slot.width, height: slot.height, format: fallback, fit: slot.fit ?? "cover" }),
      srcset: srcsetOf(src, slot, fallback),
      ...sizes,
      width: slot.width,
      height: slot.height,
    },
  };
}
