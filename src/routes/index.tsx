import { createFileRoute, redirect } from '@tanstack/react-router';

/** §2: the root has no page of its own. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/403', replace: true });
  },
});
