/**
 * The geometry of the profile-picture cropper: a square of the source image, in its pixels, that the user moves
 * and zooms through a square viewport. Pure, so it is tested without a canvas.
 */
export interface Size {
  width: number;
  height: number;
}

/** The square kept: its top-left corner and side, in source pixels. */
export interface Crop {
  x: number;
  y: number;
  side: number;
}

/** The side the export aims at (000 §9: 1000x1000 recommended); a smaller crop is exported at its own size. */
export const EXPORT_SIDE = 1000;
/** The server refuses less (ARTIST_IMAGE_MIN_PX); zooming stops where a crop would become smaller. */
export const MIN_CROP_SIDE = 300;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** How far one may zoom in: until the crop is MIN_CROP_SIDE wide, at least 1 (no zoom) for small images. */
export function maxZoom(size: Size): number {
  return Math.max(1, Math.min(size.width, size.height) / MIN_CROP_SIDE);
}

export function zoomOf(crop: Crop, size: Size): number {
  return Math.min(size.width, size.height) / crop.side;
}

/** The square kept inside the image and its side within the zoom limits. */
export function clampCrop(crop: Crop, size: Size): Crop {
  const full = Math.min(size.width, size.height);
  const side = clamp(crop.side, full / maxZoom(size), full);
  return { side, x: clamp(crop.x, 0, size.width - side), y: clamp(crop.y, 0, size.height - side) };
}

/** The largest centred square: where a new picture starts. */
export function initialCrop(size: Size): Crop {
  const side = Math.min(size.width, size.height);
  return { side, x: (size.width - side) / 2, y: (size.height - side) / 2 };
}

/** Zooms to `zoom` (1 = the largest square) around the crop's centre. */
export function zoomCrop(crop: Crop, size: Size, zoom: number): Crop {
  const side = Math.min(size.width, size.height) / clamp(zoom, 1, maxZoom(size));
  const centreX = crop.x + crop.side / 2;
  const centreY = crop.y + crop.side / 2;
  return clampCrop({ side, x: centreX - side / 2, y: centreY - side / 2 }, size);
}

/**
 * Moves the picture by (dx, dy) viewport pixels, as a drag does: dragging it right shows more of its left side.
 * `viewSide` is the viewport's side in the same pixels.
 */
export function panCrop(crop: Crop, size: Size, dx: number, dy: number, viewSide: number): Crop {
  const scale = crop.side / viewSide;
  return clampCrop({ ...crop, x: crop.x - dx * scale, y: crop.y - dy * scale }, size);
}

/** The exported square's side: EXPORT_SIDE, or the crop's own size when it is smaller (never enlarged). */
export function exportSide(crop: Crop): number {
  return Math.max(1, Math.round(Math.min(EXPORT_SIDE, crop.side)));
}
