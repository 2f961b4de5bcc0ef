import { Plural } from '@lingui/react/macro';

/** The further free days some locales' compensation texts name (§1.3: the ar text, 5 days). */
export function ExtraDays({ extraDays }: { extraDays: number | null }) {
  if (extraDays === null) return null;
  return (
    <p>
      <Plural value={extraDays} one="A further # day of free Premium has been added as well." other="A further # days of free Premium have been added as well." />
    </p>
  );
}
