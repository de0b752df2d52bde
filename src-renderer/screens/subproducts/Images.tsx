// A subproduct's pictures: listed, sent, removed. Online with the manager waiting (no declared write: the server
// keeps the bytes apart); the server's refusal is shown under the field, in Portuguese.
import { useState } from 'react';
import { subproductsMessages as sm } from '../../../src-shared/i18n/subproducts.js';
import { useServerRead } from '../../hooks/useServerRead.js';
import { Button } from '../../ui/Button.js';
import { Empty } from '../../ui/fields.js';
import { toast } from '../../ui/toast.js';
import { loadImages, removeImage, uploadImage } from './subproductsData.js';

const im = sm.images;

export function Images({ subproductId }: { subproductId: string }) {
  const [version, setVersion] = useState(0);
  const [, , list] = useServerRead(`subproduct-images#${subproductId}#${version}`, () => loadImages(subproductId));
  const [error, setError] = useState<string | null>(null);
  const run = async (what: () => Promise<void>, done: string) => {
    setError(null);
    try {
      await what();
      toast(done, 'success');
      setVersion((v) => v + 1);
    } catch (err) {
      setError(im.refused((err as Error).message));
    }
  };
  return (
    <div className="space-y-2" data-testid="subproduct-images">
      <h3 className="font-semibold">{im.title}</h3>
      {list && list.length === 0 ? <Empty>{im.empty}</Empty> : null}
      <ul className="space-y-1">
        {(list ?? []).map((x) => (
          <li key={x.id} className="flex items-center justify-between gap-2" data-testid={`subproduct-image-${x.fileName}`}>
            <span>
              {x.fileName} <span className="text-sm text-slate-500">· {Math.ceil(x.size / 1024)} KB</span>
            </span>
            <Button tone="ghost" onClick={() => void run(() => removeImage(subproductId, x.id), im.removed)} data-testid={`subproduct-image-${x.fileName}-remove`}>
              {im.remove}
            </Button>
          </li>
        ))}
      </ul>
      <label className="block">
        <span className="mb-1 block text-sm font-medium text-slate-700">{im.choose}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          data-testid="subproduct-image-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void run(() => uploadImage(subproductId, file), im.sent(file.name));
          }}
        />
        <span className="mt-1 block text-xs text-slate-500">{im.hint}</span>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="subproduct-image-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
