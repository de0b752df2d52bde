// The products' pictures on the order pad's tiles: the list (which picture each product has, no bytes) is read
// from the server's GraphQL `productImages`; a picture's bytes are fetched only when its tile is drawn, with the
// person's token (an <img> cannot send it), kept as an object URL for the session. Offline, or before the list
// came, a tile keeps its look without a picture.
import { useEffect, useState } from 'react';
import { createCatalogImagesApi, type ProductImageRef } from '../../src-shared/api/ours/catalogImages.js';
import { serverApi } from '../services/serverApi.js';

function api() {
  return createCatalogImagesApi(serverApi().client);
}

/** The picture path of each product (its main one, else its first), by product id. */
export async function readImagePaths(): Promise<Map<string, string>> {
  const images = await api().gqlProductImages({}, 'id productId type url');
  const paths = new Map<string, string>();
  for (const i of images) if (!paths.has(i.productId) || i.type === 'main') paths.set(i.productId, pathOf(i));
  return paths;
}

/** A picture's key: the product and the picture (a picture is stored once and never changed). */
function pathOf(i: ProductImageRef): string {
  return `${i.productId}/${i.id}`;
}

/** The catalog's picture paths; read again when the catalog changes (`version`), left as they were when it fails. */
export function useImagePaths(version: unknown): Map<string, string> {
  const [paths, setPaths] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    let alive = true;
    readImagePaths().then(
      (p) => alive && setPaths((before) => (same(before, p) ? before : p)),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [version]);
  return paths;
}

function same(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** Object URLs of the pictures fetched this session, by path (a path names one stored picture, never changed). */
const fetched = new Map<string, Promise<string | null>>();

function objectUrl(path: string): Promise<string | null> {
  let p = fetched.get(path);
  if (!p) {
    const [productId, imageId] = path.split('/') as [string, string];
    p = Promise.resolve()
      .then(() => api().productImagesDownload({ params: { productId, imageId } }))
      .then((file) => URL.createObjectURL(new Blob([file.data as BlobPart], { type: file.contentType })))
      .catch(() => null);
    // A failed read (offline) is tried again by the next tile that draws it.
    void p.then((url) => url ?? fetched.delete(path));
    fetched.set(path, p);
  }
  return p;
}

/** The picture's object URL once its bytes came; null meanwhile or without one. */
export function useImage(path: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!path) return;
    let alive = true;
    void objectUrl(path).then((u) => alive && setUrl(u));
    return () => {
      alive = false;
    };
  }, [path]);
  return url;
}
