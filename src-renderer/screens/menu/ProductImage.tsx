// A product's photo in the Cardápio: chosen as a PNG or JPEG file and sent through the product image call
// (multipart). Online, in the editor of a product the server has, it is sent at once and the server's answer shown
// here (it checks the file's first bytes: anything else comes back refused with its Portuguese message). Offline,
// and in "Novo produto" (NewProductImage: the product does not exist yet), the photo goes to the outbox, which keeps
// its bytes on disk and sends it once the product is on the server (services/photoUploads.ts). The list shows the
// photo small; the counter's tiles show it from the server.
import { useEffect, useRef, useState } from 'react';
import { menuKindMessages } from '../../../src-shared/i18n/menuKinds.js';
import type { ProductRow } from '../../db/rows.js';
import { useImage } from '../../queries/productImages.js';
import { MAX_QUEUED_FILE_BYTES } from '../../../src-shared/bridge/files.js';
import { syncMessages } from '../../../src-shared/i18n/sync.js';
import { isOnline, queuePhoto, uploadPhoto } from '../../services/photoUploads.js';
import { useShell } from '../../store/shell.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';

const t = menuKindMessages.image;

/** The product's photo, small (the list) or as in the editor; nothing when it has none. */
export function ProductThumb({ path, name, large }: { path: string | undefined; name: string; large?: boolean }) {
  const url = useImage(path);
  if (!url) return null;
  return <img src={url} alt={t.alt(name)} data-testid="product-thumb" className={`${large ? 'h-24 w-32' : 'h-10 w-12'} inline-block rounded-md object-cover`} />;
}

export function ProductImage({ product, path, onSent }: { product: ProductRow; path: string | undefined; onSent: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File) => {
    setSending(true);
    setError(null);
    try {
      if (isOnline()) {
        await uploadPhoto(product.id, file);
        toast(t.sent(product.name), 'success');
        onSent();
      } else {
        await queuePhoto(product.id, product.name, file);
        toast(t.queued(product.name), 'success');
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" data-testid="product-image" aria-label={t.title}>
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <p className="text-sm text-slate-600">{t.help}</p>
      <div className="mt-2 flex items-center gap-3">
        {path ? <ProductThumb path={path} name={product.name} large /> : <span className="text-slate-500">{t.none}</span>}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          data-testid="product-image-file"
          aria-label={path ? t.replace : t.choose}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <Button tone="secondary" onClick={() => input.current?.click()} disabled={sending}>
          {sending ? t.sending : path ? t.replace : t.choose}
        </Button>
      </div>
      {error ? (
        <p className="mt-2 text-sm font-semibold text-red-700" role="alert" data-testid="product-image-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The photo of a product not saved yet: kept with the editor, sent once the product is on the server. */
export function NewProductImage({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const online = useShell(isOnline);
  const [url, setUrl] = useState<string | null>(null);
  // A file too large for the outbox is refused when chosen, before the product is saved without it.
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <section className="mt-4 border-t border-slate-200 pt-3" data-testid="new-product-image" aria-label={t.title}>
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <p className="text-sm text-slate-600">{t.help}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {url && file ? <img src={url} alt={t.alt(file.name)} data-testid="new-product-thumb" className="inline-block h-24 w-32 rounded-md object-cover" /> : <span className="text-slate-500">{t.none}</span>}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          data-testid="new-product-image-file"
          aria-label={file ? t.replace : t.choose}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const tooLarge = chosen !== null && chosen.size > MAX_QUEUED_FILE_BYTES;
            setError(tooLarge ? syncMessages.fileTooLarge(chosen.name, MAX_QUEUED_FILE_BYTES / 1024 / 1024) : null);
            if (!tooLarge) onChange(chosen);
            e.target.value = '';
          }}
        />
        <Button tone="secondary" onClick={() => input.current?.click()}>
          {file ? t.replace : t.choose}
        </Button>
        {file ? (
          <Button tone="ghost" onClick={() => onChange(null)}>
            {t.drop}
          </Button>
        ) : null}
      </div>
      {file ? (
        <p className={`mt-2 text-sm font-semibold ${online ? 'text-slate-700' : 'text-amber-800'}`} role="status" data-testid="new-product-image-when">
          {online ? t.afterSave : t.whenOnline}
        </p>
      ) : null}
      {error ? (
        <p className="mt-2 text-sm font-semibold text-red-700" role="alert" data-testid="new-product-image-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
