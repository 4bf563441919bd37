/** The skin-site feature's public face: the shell, its alerts, and the way the app plugs screens into containers. */
export { SkinShell } from './components/SkinShell';
export { UnknownSkin } from './components/UnknownSkin';
export { LabIntro } from './components/LabIntro';
export {
  SpecialContainersProvider,
  type SpecialContainerProps,
  type SpecialContainers,
} from './components/special-containers-context';
export { cardsOnPage, containersOf, mainPageOf, pageTitle, skinDisplayName, type SiteCard, type SitePage } from './site-model';
export { EARLY_CLICKS } from './hooks/use-click-counting';
