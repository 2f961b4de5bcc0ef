import { Plural } from '@lingui/react/macro';

/** The further free days some locales' compensation texts name (§1: the ar text, 5 days). */
export function ExtraDays({ days }: { days: number | null }) {
  if (days === null) return null;
  return (
    <p>
      <Plural value={days} one="A further # day of free Premium has been added as well." other="A further # days of free Premium have been added as well." />
    </p>
  );
}
