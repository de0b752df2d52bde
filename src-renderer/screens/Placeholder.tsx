import { messages } from '../../src-shared/i18n/pt-BR.js';

export function Placeholder({ title }: { title: string }) {
  return (
    <section className="p-6">
      <h1 className="text-2xl font-bold text-slate-800">{title}</h1>
      <p className="mt-2 text-slate-600">{messages.placeholders.comingSoon}</p>
    </section>
  );
}
