// A panel of the product editor: a white card with its title and a line saying what it is for.
import type { ReactNode } from 'react';

export function Panel({ title, help, testId, children }: { title: string; help: string; testId: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-4 shadow-sm" data-testid={testId} aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mb-2 text-sm text-slate-600">{help}</p>
      {children}
    </section>
  );
}
