// A notice on a screen (what this user may not do here, what is away), and the whole back-office screen that only
// says so: one look for every screen that turns a role away.
import type { ReactNode } from 'react';
import { navigate } from '../hooks/useRoute.js';
import { Button } from './Button.js';
import { ScreenHeader } from './fields.js';

/** An amber notice; `className` places it (a margin in a screen, none in a form). */
export function Notice({ children, testId, className = 'm-4' }: { children: ReactNode; testId: string; className?: string }) {
  return (
    <p className={`${className} rounded-lg bg-amber-50 p-3 text-amber-900`} data-testid={testId}>
      {children}
    </p>
  );
}

/** The server did not answer a back-office read: why, and a button to try again. */
export function OfflineNotice({ message, retryLabel, onRetry, testId, className = 'm-4' }: { message: string; retryLabel: string; onRetry: () => void; testId: string; className?: string }) {
  return (
    <div className={`${className} rounded-xl bg-amber-50 p-4 text-amber-900`} data-testid={testId}>
      <p>{message}</p>
      <Button tone="secondary" className="mt-2" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** A back-office screen for someone whose role may not use it: its title, the way back to Configurações, and why. */
export function NotForRole({ title, back, children, screenTestId, testId }: { title: string; back: string; children: ReactNode; screenTestId: string; testId: string }) {
  return (
    <section className="flex h-full min-h-0 flex-col" data-testid={screenTestId}>
      <ScreenHeader title={title}>
        <Button tone="ghost" onClick={() => navigate('configuracoes')}>
          {back}
        </Button>
      </ScreenHeader>
      <Notice testId={testId}>{children}</Notice>
    </section>
  );
}
