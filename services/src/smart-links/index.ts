export { createSmartLink } from './create-smart-link';
export { addCustomLink, refreshReleaseSmartLink, refreshSmartLink, removeCustomLink, setSmartLinkEntryActive } from './edit-smart-link';
export { listSmartLinks, type SmartLinkList } from './list-smart-links';
export { ANALYTICS_DAYS, smartLinkAnalytics, type SmartLinkAnalytics } from './smart-link-analytics';
export { recordSmartLinkClick, recordSmartLinkView, smartLinkCover, smartLinkPage, type SmartLinkPage, type Visit } from './smart-link-page';
export { ownedSmartLink, smartLinkPath, type SmartLinkEntryView, type SmartLinkView } from './smart-link-view';
