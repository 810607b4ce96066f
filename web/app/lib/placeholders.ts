import { can, type Feature, type Plan } from '@slipcase/domain';
import { titleMeta } from './meta';

interface PlaceholderSpec {
  access: 'public' | 'user';
  /** The plan feature it belongs to (001 §6): users whose plan lacks it are told so, with the way to upgrade. */
  feature?: Feature;
}

/**
 * The pages of 000 §2 whose feature is not built yet. Each shows, in the product's layout, what will be there
 * (`shell:placeholders.<feature>.title` and `.body`); `user` pages need a signed-in user, as the real ones will.
 */
export const PLACEHOLDERS = {
  playlists: { access: 'public' },
  presavePage: { access: 'public' },
  spotifyAuth: { access: 'public' },
  coverEditor: { access: 'public' },
  masteringLanding: { access: 'public' },
  analytics: { access: 'user' },
  playlistSubmit: { access: 'user' },
  mastering: { access: 'user' },
  masteringJob: { access: 'user' },
  lyrics: { access: 'user' },
  lyric: { access: 'user' },
  presave: { access: 'user', feature: 'presave' },
  presaveCampaign: { access: 'user', feature: 'presave' },
  smartlinks: { access: 'user' },
  smartlink: { access: 'user' },
  artistPages: { access: 'user' },
  artistPage: { access: 'user' },
  bannerGenerator: { access: 'user' },
  referralProgram: { access: 'user' },
  form: { access: 'user' },
  formSubmissions: { access: 'user' },
} as const satisfies Record<string, PlaceholderSpec>;

export type PlaceholderFeature = keyof typeof PLACEHOLDERS;

/** Whether a plan lacks the feature a placeholder's page belongs to (none: every plan has it). */
export function needsUpgradeFor(feature: PlaceholderFeature, plan: Plan): boolean {
  const spec: PlaceholderSpec = PLACEHOLDERS[feature];
  return spec.feature !== undefined && !can(plan, spec.feature);
}

/** "<Feature> | Slipcase". */
export const placeholderMeta = (feature: PlaceholderFeature) => titleMeta(`shell:placeholders.${feature}.title`);

/** The /tools hub's categories (001 §2) and its tools, each described by its page's placeholder text. */
export const TOOL_CATEGORIES = ['all', 'ai', 'marketing', 'forms'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export const TOOLS: ReadonlyArray<{ feature: PlaceholderFeature; category: Exclude<ToolCategory, 'all'>; to: string }> = [
  { feature: 'mastering', category: 'ai', to: '/tools/mastering' },
  { feature: 'lyrics', category: 'ai', to: '/tools/lyrics' },
  { feature: 'smartlinks', category: 'marketing', to: '/tools/smartlinks' },
  { feature: 'presave', category: 'marketing', to: '/tools/presave' },
  { feature: 'artistPages', category: 'marketing', to: '/tools/slipcase-me' },
  { feature: 'bannerGenerator', category: 'marketing', to: '/tools/banner-generator' },
  { feature: 'coverEditor', category: 'marketing', to: '/cover-editor' },
  { feature: 'formSubmissions', category: 'forms', to: '/form-submissions' },
];

export function isToolCategory(value: unknown): value is ToolCategory {
  return typeof value === 'string' && (TOOL_CATEGORIES as readonly string[]).includes(value);
}

export function toolsIn(category: ToolCategory) {
  return TOOLS.filter((tool) => category === 'all' || tool.category === category);
}
