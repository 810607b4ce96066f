import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  exportSide,
  initialCrop,
  maxZoom,
  MIN_CROP_SIDE,
  panCrop,
  zoomCrop,
  zoomOf,
  type Crop,
  type Size,
} from '../lib/square-crop';
import { cn } from '../lib/utils';
import { FieldErrors } from './form-field';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

export interface ImageCropperHandle {
  /** The chosen square as a JPEG (1000 px, or the crop's size when smaller), or null when no picture was picked. */
  exportBlob(): Promise<Blob | null>;
}

interface Source extends Size {
  image: HTMLImageElement;
  url: string;
}

const KEY_STEP = 10;
const ZOOM_STEP = 0.1;

/**
 * A square crop of a picked picture, drawn on a canvas: drag it (or use the arrow keys) to frame it, zoom with the
 * slider (or + and -), and the form exports the square with `exportBlob` when it is submitted. Without scripts the
 * file input still posts the file as it is (the server then wants it square already).
 */
export const ImageCropper = forwardRef<
  ImageCropperHandle,
  {
    /** The file input's id and name. */
    id: string;
    name: string;
    label: string;
    hint: string;
    accept: string;
    /** The picture saved so far, shown until another is picked. */
    currentUrl?: string | null;
    errors?: string[];
    errorId?: string;
  }
>(function ImageCropper({ id, name, label, hint, accept, currentUrl, errors, errorId }, ref) {
  const { t } = useTranslation('artists');
  const hintId = `${id}-hint`;
  const helpId = useId();
  const statusId = useId();
  // A new key empties the file input (Input does not forward refs).
  const [inputKey, setInputKey] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [unreadable, setUnreadable] = useState(false);

  useEffect(() => () => (source ? URL.revokeObjectURL(source.url) : undefined), [source]);

  // Draws the crop at the viewport's size in device pixels.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !source || !crop) return;
    const side = Math.round(canvas.clientWidth * (window.devicePixelRatio || 1));
    if (canvas.width !== side) canvas.width = side;
    if (canvas.height !== side) canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.imageSmoothingQuality = 'high';
    context.clearRect(0, 0, side, side);
    context.drawImage(source.image, crop.x, crop.y, crop.side, crop.side, 0, 0, side, side);
  }, [source, crop]);

  useImperativeHandle(
    ref,
    () => ({
      exportBlob() {
        if (!source || !crop) return Promise.resolve(null);
        const side = exportSide(crop);
        const canvas = document.createElement('canvas');
        canvas.width = side;
        canvas.height = side;
        const context = canvas.getContext('2d');
        if (!context) return Promise.resolve(null);
        // A transparent PNG becomes a JPEG on white, not on black.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, side, side);
        context.imageSmoothingQuality = 'high';
        context.drawImage(source.image, crop.x, crop.y, crop.side, crop.side, 0, 0, side, side);
        return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      },
    }),
    [source, crop],
  );

  function pick(file: File | undefined) {
    setUnreadable(false);
    setSource(null);
    setCrop(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      setSource({ image, url, ...size });
      setCrop(initialCrop(size));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setUnreadable(true);
    };
    image.src = url;
  }

  function clear() {
    setInputKey((key) => key + 1);
    pick(undefined);
  }

  const viewSide = () => canvasRef.current?.clientWidth || 1;
  const update = useCallback(
    (next: (crop: Crop, size: Size) => Crop) => {
      if (!source) return;
      setCrop((current) => (current ? next(current, source) : current));
    },
    [source],
  );

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  }
  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    const side = viewSide();
    update((current, size) => panCrop(current, size, dx, dy, side));
  }
  function onPointerUp(event: PointerEvent<HTMLCanvasElement>) {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  }
  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const side = viewSide();
      update((current, size) => panCrop(current, size, move[0], move[1], side));
    } else if (event.key === '+' || event.key === '=' || event.key === '-') {
      event.preventDefault();
      const delta = event.key === '-' ? -ZOOM_STEP : ZOOM_STEP;
      update((current, size) => zoomCrop(current, size, zoomOf(current, size) + delta));
    }
  }

  const cropSide = crop ? Math.round(crop.side) : 0;
  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-start gap-4">
        {source && crop ? (
          <div className="grid w-full max-w-64 gap-3">
            <canvas
              ref={canvasRef}
              tabIndex={0}
              role="img"
              aria-label={t('picture.cropArea')}
              aria-describedby={`${helpId} ${statusId}`}
              data-testid="crop-area"
              className="aspect-square w-full cursor-move touch-none rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={onKeyDown}
            />
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-zoom`}>{t('picture.zoom')}</Label>
              <input
                id={`${id}-zoom`}
                type="range"
                min={1}
                max={maxZoom(source)}
                step={0.01}
                value={zoomOf(crop, source)}
                onChange={(event) => update((current, size) => zoomCrop(current, size, Number(event.currentTarget.value)))}
                className="w-full accent-primary"
              />
            </div>
          </div>
        ) : currentUrl ? (
          <img src={currentUrl} alt={t('picture.current')} className="size-32 rounded-lg border object-cover" />
        ) : null}
        <div className={cn('grid min-w-0 flex-1 gap-2', source ? 'basis-56' : 'basis-full')}>
          <Input
            key={inputKey}
            id={id}
            name={name}
            type="file"
            accept={accept}
            aria-describedby={[hintId, errors?.length ? errorId : null].filter(Boolean).join(' ')}
            aria-invalid={errors?.length ? true : undefined}
            onChange={(event) => pick(event.currentTarget.files?.[0])}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
          {source ? (
            <>
              <p id={helpId} className="text-xs text-muted-foreground">
                {t('picture.cropHelp')}
              </p>
              <p id={statusId} aria-live="polite" className="text-xs" data-testid="crop-size">
                {cropSide < MIN_CROP_SIDE ? (
                  <span className="text-destructive">{t('picture.tooSmall', { size: cropSide, min: MIN_CROP_SIDE })}</span>
                ) : (
                  t('picture.cropSize', { size: exportSide(crop!) })
                )}
              </p>
              <Button type="button" variant="outline" size="sm" className="w-fit" onClick={clear}>
                {t('picture.discard')}
              </Button>
            </>
          ) : null}
          {unreadable ? (
            <p role="alert" className="text-sm text-destructive">
              {t('picture.unreadable')}
            </p>
          ) : null}
          <FieldErrors id={errorId} errors={errors} />
        </div>
      </div>
    </div>
  );
});

