/** The visits feature's public face: VISITAS, a creator's visits per skin. */
export { VisitsScreen } from './components/VisitsScreen';
