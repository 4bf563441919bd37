/** A new creator's first minutes: her name, her address, where to start. */
export { OnboardingScreen } from './components/OnboardingScreen';
