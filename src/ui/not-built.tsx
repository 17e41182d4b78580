// What a screen that does not exist yet shows: a plain statement, never a pretend screen.
import { __, sprintf } from '../i18n';

export function NotBuilt({ name }: { name: string }) {
  return (
    <section className="se-not-built" aria-label={name}>
      <p>{sprintf(__('%s is not built yet.'), name)}</p>
    </section>
  );
}
