import { el, type XmlChild } from './xml-writer';

/** DisplayTitleText ('Song (Live)') and DisplayTitle (TitleText 'Song', SubTitle 'Live' of type Version). */
export function displayTitle(title: string, versionSubtitle?: string): XmlChild[] {
  if (!versionSubtitle) return [el('DisplayTitleText', title), el('DisplayTitle', el('TitleText', title))];
  return [
    el('DisplayTitleText', `${title} (${versionSubtitle})`),
    el(
      'DisplayTitle',
      el('TitleText', title),
      el('SubTitle', { SubTitleType: 'Version', IsDisplayedInTitle: 'true' }, versionSubtitle),
    ),
  ];
}
