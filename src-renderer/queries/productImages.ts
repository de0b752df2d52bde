// The products' pictures on the order pad's tiles: the list (which picture each product has, no bytes) is read
// from the server's GraphQL `productImages`; a picture's bytes are fetched only when its tile is drawn, with the
// person's token (an <img> cannot send it), kept as an object URL for the session. Offline, or before the list
// came, a tile keeps its look without a picture.
import { GraphQLClient, gql } from 'graphql-request';
import { useEffect, useState } from 'react';
import { useShell } from '../store/shell.js';

const LIST = gql`
  query productImages($businessId: ID!) {
    productImages(businessId: $businessId) {
      id
      productId
      type
      url
    }
  }
`;

interface ImageRef {
  id: string;
  productId: string;
  type: string;
  url: string;
}

function access(): { serverUrl: string; token: string | null; businessId: string } | null {
  const { terminal, session } = useShell.getState();
  const businessId = session?.businessId ?? terminal?.businessId;
  if (!terminal?.serverUrl || !businessId) return null;
  return { serverUrl: terminal.serverUrl, token: session?.token ?? null, businessId };
}

/** The picture path of each product (its main one, else its first), by product id. */
export async function readImagePaths(): Promise<Map<string, string>> {
  const a = access();
  if (!a) return new Map();
  const headers: Record<string, string> = { role: 'business' };
  if (a.token) headers.Authorization = `Bearer ${a.token}`;
  const data = await new GraphQLClient(`${a.serverUrl}/graphql`, { headers }).request<{ productImages: ImageRef[] }>(LIST, { businessId: a.businessId });
  const paths = new Map<string, string>();
  for (const i of data.productImages) if (!paths.has(i.productId) || i.type === 'main') paths.set(i.productId, i.url);
  return paths;
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
    const a = access();
    if (!a) return Promise.resolve(null);
    p = fetch(`${a.serverUrl}/businesses/${a.businessId}/${path}`, { headers: a.token ? { authorization: `Bearer ${a.token}` } : {} })
      .then(async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : null))
      .catch(() => null);
    // A failed fetch (offline) is tried again by the next tile that draws it.
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
