import { describe, expect, it } from 'vitest';
import { clampCrop, exportSide, initialCrop, maxZoom, panCrop, zoomCrop, zoomOf } from './square-crop';

const landscape = { width: 2000, height: 1200 };

describe('the square crop', () => {
  it('starts with the largest centred square', () => {
    expect(initialCrop(landscape)).toEqual({ side: 1200, x: 400, y: 0 });
    expect(initialCrop({ width: 800, height: 1000 })).toEqual({ side: 800, x: 0, y: 100 });
  });

  it('zooms around the centre, no further than a 300 px crop', () => {
    const zoomed = zoomCrop(initialCrop(landscape), landscape, 2);
    expect(zoomed).toEqual({ side: 600, x: 700, y: 300 });
    expect(zoomOf(zoomed, landscape)).toBe(2);
    expect(maxZoom(landscape)).toBe(4);
    expect(zoomCrop(zoomed, landscape, 10).side).toBe(300);
    expect(zoomCrop(zoomed, landscape, 0.2).side).toBe(1200);
  });

  it('cannot zoom into a picture smaller than 300 px', () => {
    const small = { width: 250, height: 250 };
    expect(maxZoom(small)).toBe(1);
    expect(zoomCrop(initialCrop(small), small, 3)).toEqual({ side: 250, x: 0, y: 0 });
  });

  it('pans the way the picture is dragged, in source pixels, and stays inside the picture', () => {
    const start = { side: 600, x: 700, y: 300 };
    // A 300 px viewport shows 600 source px: dragging 50 px right moves the crop 100 px left.
    expect(panCrop(start, landscape, 50, -25, 300)).toEqual({ side: 600, x: 600, y: 350 });
    expect(panCrop(start, landscape, 10_000, 10_000, 300)).toEqual({ side: 600, x: 0, y: 0 });
    expect(panCrop(start, landscape, -10_000, -10_000, 300)).toEqual({ side: 600, x: 1400, y: 600 });
  });

  it('keeps any crop inside the picture', () => {
    expect(clampCrop({ side: 5000, x: -3, y: 9 }, landscape)).toEqual({ side: 1200, x: 0, y: 0 });
  });

  it('exports 1000 px, or the crop’s own size when smaller', () => {
    expect(exportSide({ side: 1200, x: 0, y: 0 })).toBe(1000);
    expect(exportSide({ side: 640.4, x: 0, y: 0 })).toBe(640);
  });
});
