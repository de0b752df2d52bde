// A product's photo in the Cardápio: chosen as a PNG or JPEG file and sent at once through the product image call
// (multipart; an upload is the server's once stored, so it waits for the answer instead of the outbox). The server
// checks the file's first bytes: anything else comes back refused with its Portuguese message, shown here. The
// list shows the photo small; the counter's tiles show it from the server.
import { useRef, useState } from 'react';
import { menuKindMessages } from '../../../src-shared/i18n/menuKinds.js';
import type { ProductRow } from '../../db/rows.js';
import { useImage } from '../../queries/productImages.js';
import { serverApi } from '../../services/serverApi.js';
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
      const data = new Uint8Array(await file.arrayBuffer());
      await serverApi().productChildren.productImagesCreate({
        params: { productId: product.id },
        body: { images: [{ type: 'main', image: { fileName: file.name, contentType: file.type || 'application/octet-stream', data } }] },
      });
      toast(t.sent(product.name), 'success');
      onSent();
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
