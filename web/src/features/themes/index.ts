/** The themes feature's public face: loading a skin's theme, and the default look. */
export { applyTheme, loadTheme } from './load-theme';
export { DEFAULT_LOOK, themeNamed } from './theme-registry';
