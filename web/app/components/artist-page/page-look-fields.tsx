import { type FieldMetadata } from '@conform-to/react';
import { PAGE_LAYOUTS, PAGE_PALETTES, PAGE_PATTERNS, PALETTE_NAMES } from '@slipcase/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { patternImage } from '../../lib/page-patterns';
import { cn } from '../../lib/utils';
import { FieldErrors } from '../form-field';
import { useOwnField } from '../own-field';

type Meta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * One choice among swatches: native radio buttons (arrow keys move between them, the form posts the value) drawn
 * as cards, the checked one outlined.
 */
function SwatchGroup({ meta, legend, options }: { meta: Meta; legend: string; options: ReadonlyArray<{ value: string; label: string; swatch: ReactNode }> }) {
  const field = useOwnField(meta);
  return (
    <fieldset className="grid gap-2" aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-2 text-center text-xs has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" name={field.name} value={option.value} defaultChecked={field.initialValue === option.value} className="sr-only" />
            {option.swatch}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export function LayoutField({ meta }: { meta: Meta }) {
  const { t } = useTranslation('artists');
  const shapes: Record<(typeof PAGE_LAYOUTS)[number], ReactNode> = {
    default: <span className="grid h-10 w-14 grid-rows-[auto_1fr] gap-1 rounded border p-1"><span className="h-2 w-6 rounded bg-muted-foreground/50" /><span className="rounded bg-muted" /></span>,
    centered: <span className="grid h-10 w-14 justify-items-center gap-1 rounded border p-1"><span className="size-2 rounded-full bg-muted-foreground/50" /><span className="h-4 w-10 rounded bg-muted" /></span>,
    sidebar: <span className="grid h-10 w-14 grid-cols-[1fr_2fr] gap-1 rounded border p-1"><span className="rounded bg-muted-foreground/50" /><span className="rounded bg-muted" /></span>,
  };
  return <SwatchGroup meta={meta} legend={t('me.editor.layout')} options={PAGE_LAYOUTS.map((layout) => ({ value: layout, label: t(`me.layouts.${layout}`), swatch: shapes[layout] }))} />;
}

export function PaletteField({ meta }: { meta: Meta }) {
  const { t } = useTranslation('artists');
  return (
    <SwatchGroup
      meta={meta}
      legend={t('me.editor.palette')}
      options={PALETTE_NAMES.map((name) => {
        const colors = PAGE_PALETTES[name];
        return {
          value: name,
          label: t(`me.palettes.${name}`),
          swatch: (
            <span aria-hidden="true" className="flex h-8 w-12 items-center justify-center gap-1 rounded border" style={{ backgroundColor: colors.background }}>
              <span className="size-3 rounded-full" style={{ backgroundColor: colors.text }} />
              <span className="size-3 rounded-full" style={{ backgroundColor: colors.accent }} />
            </span>
          ),
        };
      })}
    />
  );
}

export function PatternField({ meta, palette }: { meta: Meta; palette: keyof typeof PAGE_PALETTES }) {
  const { t } = useTranslation('artists');
  const colors = PAGE_PALETTES[palette];
  return (
    <SwatchGroup
      meta={meta}
      legend={t('me.editor.pattern')}
      options={PAGE_PATTERNS.map((pattern) => ({
        value: pattern,
        label: t(`me.patterns.${pattern}`),
        swatch: <span aria-hidden="true" className={cn('h-8 w-12 rounded border')} style={{ backgroundColor: colors.background, backgroundImage: patternImage(pattern, colors.text) }} />,
      }))}
    />
  );
}
