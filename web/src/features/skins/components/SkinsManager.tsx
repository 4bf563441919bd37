import { SkinsSection } from './SkinsSection';
import './skins.css';

/**
 * What `/` shows to someone signed in who has not chosen a skin yet (several skins, say): the
 * skins manager as a page of its own.
 */
export function SkinsManager() {
  return (
    <div className="skins-page">
      <main className="skins-page__frame">
        <SkinsSection headingLevel={1} />
      </main>
    </div>
  );
}
